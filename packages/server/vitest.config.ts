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
    // The server counts today in its own time zone and the tests count days in UTC
    // (@resort/test-fixtures): in UTC both agree on every machine, at any hour.
    env: { TZ: 'UTC' },
    server: { deps: { inline: [/@resort\//] } },
  },
})
