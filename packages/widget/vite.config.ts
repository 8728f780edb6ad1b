import { defaultClientConditions, defineConfig } from 'vite'

// The script-tag bundle: React is swapped for preact/compat to keep partners' pages light.
export default defineConfig({
  resolve: {
    conditions: ['@resort/source', ...defaultClientConditions],
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: 'src/bundle.ts',
      name: 'ResortWidget',
      formats: ['iife'],
      fileName: () => 'resort-widget.js',
    },
  },
})
