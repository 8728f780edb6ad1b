import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@resort/source'] },
  // Pure modules and factories: files share nothing but the module cache, evaluated once per worker.
  test: { name: 'core', environment: 'node', isolate: false },
})
