import { defineConfig } from 'vite';

// One ES-module entry (dist/shop-islands.js) plus content-hashed chunks that
// import each other relative to the entry's own URL, so the bundle works from
// any path or CDN. JSX is compiled by Vite's built-in oxc transform.
export default defineConfig({
  base: './',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
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
        chunkFileNames: 'chunks/[name]-[hash].js',
        // React in one named chunk: shared by every React island, cached once, budgeted on its own.
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
      preserveEntrySignatures: 'allow-extension',
    },
  },
});
