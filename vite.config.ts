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

export default defineConfig({
  base: './',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [passThroughPreloadHelper()],
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
        // Every island's file name is spelled in the 6 KB entry: the name says what it is (unique,
        // scripts/lib/chunk-names.ts). Seven characters of content hash: Rolldown refuses six once a build has
        // more than 64 chunks, which every widget of the spec makes (scripts/lib/registry-45.ts builds that).
        chunkFileNames: (chunk) => `chunks/${chunkLabel(chunk)}-[hash:7].js`,
        // React in one named chunk: shared by every React island, cached once, budgeted on its own.
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
      preserveEntrySignatures: 'allow-extension',
    },
  },
});
