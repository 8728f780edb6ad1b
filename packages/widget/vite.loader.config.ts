import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

// The classic script partners include (see vite.config.ts for the element modules).
export default defineConfig({
  // Brotli and gzip copies beside each file, served as the browser asks (@fastify/static preCompressed).
  plugins: [
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
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
