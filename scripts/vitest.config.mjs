import { defineProject } from 'vitest/config'

// The scripts' own tests (the development mail catcher), beside the scripts they test.
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['**/*.test.mjs'] },
})
