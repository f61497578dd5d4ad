import { defineConfig } from 'vite';

/**
 * The CDN build: src/index.ts as one self-contained, fully minified ES module for a
 * `<script type="module">` tag (dist/cdn/acq-cashier.js). Only English is inside it;
 * every other language is its own lazily loaded chunk beside it.
 */
export default defineConfig({
  build: {
    outDir: 'dist/cdn',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'acq-cashier.js',
    },
    rolldownOptions: {
      output: {
        // Vite 8's library mode leaves whitespace in ES output unless forced.
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
  define: {
    // Lit's production build: no dev-mode warnings, smaller.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  resolve: { conditions: ['browser', 'production'] },
});
