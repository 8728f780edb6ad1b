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
    // Every file imports the whole server; evaluated once per worker rather than once per file,
    // the suite spends its time in tests, not imports. Files share no state but the module cache:
    // each starts its own server and database (testing/testServer.ts).
    isolate: false,
    // Some tests start a server of their own (migrations and seed: about 1 s, more on PostgreSQL
    // on a busy machine); a slow machine must not fail them.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
