import { defineConfig, type Plugin } from 'vite';
import { chunkLabel } from './scripts/lib/chunk-names.ts';

/**
 * Islands load their own CSS by URL (dom-bridge/stylesheet.ts) and module preloading is
 * off, so Vite's preload helper, which it wraps around every `import()`, has nothing to
 * do; replacing it with a pass-through keeps its ~0.5 KB gz out of the 6 KB entry.
 */
function passThroughPreloadHelper(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'shop-islands:pass-through-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === helperId ? id : null),
    load: (id) => (id === helperId ? 'export const __vitePreload = (load) => load();' : null),
  };
}

/** `__vitePreload(() => import("…")…, __VITE_PRELOAD__, import.meta.url)` as Vite renders it; the loader may run over several lines (an `import().then(…)` chain is wrapped whole), never into another wrapper. */
const PRELOAD_WRAPPER = /(__vitePreload\(\(\) => )(import\("[^"]+"\)[\s\S]*?)(, __VITE_PRELOAD__, import\.meta\.url\))/g;

/**
 * The pass-through wrapper still costs some 2 bytes gz per `import()` in the entry (about 40 B in the
 * 47-claim build), so the rendered chunks call `import()` directly. The wrapper becomes blanks of its own
 * length, as Vite does with its modern flag, so the source map stays right; the minifier drops them. A
 * call this misses keeps the wrapper, which still works (the helper stays).
 */
function unwrapDynamicImports(): Plugin {
  return {
    name: 'shop-islands:unwrap-dynamic-imports',
    enforce: 'post',
    renderChunk(code) {
      if (!code.includes('__VITE_PRELOAD__')) return null;
      const blank = (text: string): string => ' '.repeat(text.length);
      const unwrapped = code.replace(PRELOAD_WRAPPER, (_, head: string, load: string, tail: string) => blank(head) + load + blank(tail));
      return { code: unwrapped, map: null };
    },
  };
}

/** The chunk the listing add (and the product form, card swatches, mini-cart and drawer) stands on; scripts/size.ts checks its graph. */
export const MONEY_PATH_CHUNK = 'money-path';

/**
 * Everything the listing add needs beyond its own small island chunk and the entry: the add flow, the
 * cart store and its subscribers, the cart protocol with ky and nanostores, and the dom-bridge helpers
 * they use. Left to the automatic split they were some 20 files four imports deep, fetched one level
 * at a time after the click; as one file they come in one round trip. None of these modules is in the
 * entry (a group that captured one would make the entry import this chunk at load).
 */
const MONEY_PATH_MODULES = [
  /node_modules[\\/]nanostores[\\/]/,
  /[\\/]protocol[\\/](cart|variation)\.ts$/,
  /[\\/]src[\\/]add-to-cart[\\/](add-feedback|add-flow|outcome)\.ts$/,
  /[\\/]src[\\/]cart[\\/](cart-commit|cart-store|cart-subscribers|pending-count|cart-fade|leave-guard)\.ts$/,
  /[\\/]dom-bridge[\\/](cart-constants|product-constants|fragments|inert-markup|cart-cache|cart-marks|cart-hash-cookie|cart-count-text)\.ts$/,
];

/** The chunk of the HTTP client every call goes through; scripts/size.ts checks the listing add's graph with it. */
export const PROTOCOL_CORE_CHUNK = 'protocol-core';

/**
 * The HTTP client and what every contract stands on (ky, the contract, its errors, validation and the
 * plain text of an error message): a
 * chunk of its own with the page configuration it reads, so a widget that calls one endpoint (the search, an account form, tracking) does
 * not pull the cart's store and subscribers with it. The listing add fetches it beside the money path.
 */
const PROTOCOL_CORE_MODULES = [
  /node_modules[\\/]ky[\\/]/,
  /[\\/]protocol[\\/](contract|client|errors|validate|plain-text)\.ts$/,
  // The page's configuration every call reads its URL and nonce from.
  /[\\/]dom-bridge[\\/](config|cart-config|vendors|nonce-keys|media-constants)\.ts$/,
];

/** The chunk of the small DOM helpers nearly every island uses; scripts/size.ts checks the listing add's graph with it. */
export const DOM_CORE_CHUNK = 'dom-core';

/**
 * The small dom-bridge helpers nearly every island uses (listeners, events, attribute readers, the
 * announcer, the after-paint scheduler): one chunk of their own, not part of the money path, so an
 * island that runs at load on every page (the theme's sticky header, the menus' current link) costs
 * these few hundred bytes, not the cart's 15 KB. The listing add fetches it beside the money path, in
 * the same round trip (its island chunk imports both).
 */
const DOM_CORE_MODULES = /[\\/]dom-bridge[\\/](attrs|island-constants|emit|listen|plain-click|announce|storage-write|after-paint)\.ts$/;

function isMoneyPathModule(id: string): boolean {
  return MONEY_PATH_MODULES.some((pattern) => pattern.test(id));
}

export default defineConfig({
  base: './',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [passThroughPreloadHelper(), unwrapDynamicImports()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    sourcemap: true,
    rollupOptions: {
      input: { 'shop-islands': 'src/boot.ts' },
      output: {
        entryFileNames: '[name].js',
        // Hex hashes: the entry spells some 20 chunk names, and random base64 characters gzip worse (8 B gz on 6.1 KB).
        hashCharacters: 'hex',
        // Every island's file name is spelled in the 6 KB entry: the name says what it is (unique,
        // scripts/lib/chunk-names.ts). Seven characters of content hash: Rolldown refuses six once a build has
        // more than 64 chunks, which every widget of the spec makes (scripts/lib/registry-45.ts builds that).
        chunkFileNames: (chunk) => `chunks/${chunkLabel(chunk)}-[hash:7].js`,
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // React in one named chunk: shared by every React island, cached once, budgeted on its own. With it
            // @nanostores/react (useStore): once two islands read a store, it would be a chunk of its own named `react` too.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react)[\\/]/ },
            { name: MONEY_PATH_CHUNK, test: isMoneyPathModule },
            { name: PROTOCOL_CORE_CHUNK, test: (id: string) => PROTOCOL_CORE_MODULES.some((pattern) => pattern.test(id)) },
            { name: DOM_CORE_CHUNK, test: DOM_CORE_MODULES },
          ],
        },
      },
      preserveEntrySignatures: 'allow-extension',
    },
  },
});
