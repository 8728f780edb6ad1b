import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@resort/source'] },
  // The server renderer's tests run in node (entry-server.test.tsx): they read the workspace's
  // packages from source too, not from a build that may be missing or old.
  ssr: {
    resolve: {
      conditions: ['@resort/source'],
      externalConditions: ['@resort/source'],
    },
  },
  test: {
    name: 'host-site',
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    // A page's first render waits for its chunk and texts to be transformed (see setup.ts).
    testTimeout: 30_000,
    server: { deps: { inline: [/@resort\//] } },
  },
})
