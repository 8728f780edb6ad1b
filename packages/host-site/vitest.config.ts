import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@resort/source'] },
  test: {
    name: 'host-site',
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    // A page's first render waits for its chunk and texts to be transformed (see setup.ts).
    testTimeout: 30_000,
  },
})
