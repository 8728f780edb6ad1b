import { defineConfig } from 'vite'

// The classic script partners include (see vite.config.ts for the element modules).
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    lib: {
      entry: 'src/loader/entry.ts',
      name: 'ResortWidgetLoader',
      formats: ['iife'],
      fileName: () => 'resort-widget.js',
    },
  },
})
