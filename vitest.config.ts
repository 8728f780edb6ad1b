import { defineConfig } from 'vitest/config'

// One run over every package's own Vitest project (unit, component and server integration tests),
// the scripts' (scripts/vitest.config.mjs) and the docs' (docs/vitest.config.mjs).
export default defineConfig({
  test: {
    projects: ['packages/*', 'scripts', 'docs'],
  },
})
