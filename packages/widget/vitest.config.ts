import { defineProject } from 'vitest/config'

// Component tests run against real React (the bundle's Preact build is tested in the browser).
export default defineProject({
  resolve: { conditions: ['@resort/source'] },
  test: {
    name: 'widget',
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    isolate: false,
  },
})
