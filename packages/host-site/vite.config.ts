import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  resolve: { conditions: ['@resort/source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/widget': 'http://localhost:3000',
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
})
