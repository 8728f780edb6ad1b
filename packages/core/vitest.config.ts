import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@resort/source'] },
  test: { name: 'core', environment: 'node' },
})
