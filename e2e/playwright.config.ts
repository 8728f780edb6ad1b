import { defineConfig } from '@playwright/test'
import {
  examplesOrigin,
  examplesPort,
  gatedOrigin,
  gatedPort,
  serverOrigin,
  serverPort,
  stagingCredentials,
} from './support/servers'

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
    // The browser counts today in UTC, as the server (startServer.mjs) and the tests' stays do.
    timezoneId: 'UTC',
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
      command: 'node e2e/support/startServer.mjs',
      cwd: '..',
      url: `${gatedOrigin}/api/v1/health`,
      env: {
        PORT: String(gatedPort),
        STAGING_USERNAME: stagingCredentials.username,
        STAGING_PASSWORD: stagingCredentials.password,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node scripts/serve-examples.mjs',
      cwd: '..',
      url: `${examplesOrigin}/script-tag/`,
      env: { EXAMPLES_PORT: String(examplesPort), WIDGET_ORIGIN: serverOrigin },
      reuseExistingServer: false,
    },
  ],
})
