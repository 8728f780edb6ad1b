import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'test-gateway', environment: 'node' },
})
