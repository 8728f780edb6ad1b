import { defineConfig } from 'vitest/config'

// One run over every package's own Vitest project (unit, component and server integration tests).
export default defineConfig({
  test: {
    projects: ['packages/*'],
  },
})
