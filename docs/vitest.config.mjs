import { defineProject } from 'vitest/config'

// The docs' own test: the code a how-to quotes is the code as it is.
export default defineProject({
  test: { name: 'docs', environment: 'node', include: ['*.test.mjs'] },
})
