import { defineProject } from 'vitest/config'

// Server code runs as SSR in Vitest: the workspace's own packages are read from source.
export default defineProject({
  ssr: {
    resolve: {
      conditions: ['@resort/source'],
      externalConditions: ['@resort/source'],
    },
  },
  resolve: { conditions: ['@resort/source'] },
  test: {
    name: 'server',
    environment: 'node',
    server: { deps: { inline: [/@resort\//] } },
  },
})
