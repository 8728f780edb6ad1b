import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@resort/source'] },
  test: {
    name: 'host-site',
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
  },
})
