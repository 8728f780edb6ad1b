import { defineProject } from 'vitest/config'

// Core is read from its source, as the server's tests read it.
export default defineProject({
  ssr: {
    resolve: {
      conditions: ['@resort/source'],
      externalConditions: ['@resort/source'],
    },
  },
  resolve: { conditions: ['@resort/source'] },
  test: {
    name: 'test-gateway',
    environment: 'node',
    server: { deps: { inline: [/@resort\//] } },
  },
})
