import { defineConfig } from '@playwright/test'

const serverPort = Number(process.env.E2E_SERVER_PORT ?? 3199)
const examplesPort = Number(process.env.E2E_EXAMPLES_PORT ?? 3198)
const serverOrigin = `http://127.0.0.1:${serverPort}`

// Debian's Chromium, never a downloaded browser; the flags keep it off this machine's closed network.
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: serverOrigin,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node e2e/support/startServer.mjs',
      cwd: '..',
      url: `${serverOrigin}/api/v1/health`,
      env: { PORT: String(serverPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node scripts/serve-examples.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${examplesPort}/script-tag/`,
      env: { EXAMPLES_PORT: String(examplesPort), WIDGET_ORIGIN: serverOrigin },
      reuseExistingServer: false,
    },
  ],
  metadata: { examplesOrigin: `http://127.0.0.1:${examplesPort}` },
})
