import { defineConfig } from '@playwright/test'
import {
  accountsAdminEmail,
  accountsStaffEmail,
  accountsDeskEmail,
  accountsCashierEmail,
  accountsOrigin,
  accountsPort,
  examplesOrigin,
  examplesPort,
  gatewayEnv,
  gatewayKeys,
  gatewayOrigin,
  gatewayPort,
  gatedOrigin,
  gatedPort,
  serverOrigin,
  serverPort,
  socialProviderEnv,
  socialProviderPorts,
  stagingCredentials,
} from './support/servers'

// Debian's Chromium, never a downloaded browser; the flags keep it off this machine's closed network.
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // One retry: CI runs on a shared, noisy machine; a test that passes only on retry is named in
  // `npm test`'s summary ("passed on retry") so that it gets mended, and one that fails twice fails.
  retries: 1,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never' }]],
  // Whole journeys with axe at each step take 20-30 s on a busy machine.
  timeout: 60_000,
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
      env: { PORT: String(serverPort), ...gatewayEnv },
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
        ...gatewayEnv,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The member journeys' server and the providers it signs in with (issue 12).
    {
      command: 'node e2e/support/startServer.mjs',
      cwd: '..',
      // The server listens on 127.0.0.1; the browser reaches it as localhost (a passkey's RP ID).
      url: `http://127.0.0.1:${accountsPort}/api/v1/health`,
      env: {
        PORT: String(accountsPort),
        PUBLIC_BASE_URL: accountsOrigin,
        PASSKEY_ORIGIN: accountsOrigin,
        PASSKEY_RP_ID: 'localhost',
        ADMIN_EMAILS: `${accountsAdminEmail},${accountsStaffEmail},${accountsDeskEmail},${accountsCashierEmail}`,
        // Issue 35: the outside calendars the tests serve are on loopback.
        CALENDAR_FETCH_PRIVATE_NETWORKS: 'allow',
        // Decision 049: so is the system the webhooks journey posts to.
        WEBHOOK_PRIVATE_NETWORKS: 'allow',
        ...socialProviderEnv,
        ...gatewayEnv,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node e2e/support/startProviders.mjs',
      cwd: '..',
      // They start one after another: the last one's metadata answers once all three do.
      url: `http://127.0.0.1:${socialProviderPorts.facebook}/.well-known/openid-configuration`,
      env: {
        E2E_ACCOUNTS_ORIGIN: accountsOrigin,
        E2E_GOOGLE_PORT: String(socialProviderPorts.google),
        E2E_MICROSOFT_PORT: String(socialProviderPorts.microsoft),
        E2E_FACEBOOK_PORT: String(socialProviderPorts.facebook),
        ...socialProviderEnv,
      },
      reuseExistingServer: false,
    },
    {
      command: 'node packages/test-gateway/dist/main.mjs',
      cwd: '..',
      url: `${gatewayOrigin}/card.js`,
      env: {
        TEST_GATEWAY_PORT: String(gatewayPort),
        TEST_GATEWAY_SECRET_KEY: gatewayKeys.secret,
        TEST_GATEWAY_PUBLISHABLE_KEY: gatewayKeys.publishable,
        // The pages that open the card page: the site on each resort server, and partners' pages.
        // Its webhooks go to the main resort server; the others' intents it does not know.
        TEST_GATEWAY_WEBHOOK_URL: `${serverOrigin}/api/v1/payments/webhook`,
        TEST_GATEWAY_PARENTS: [
          serverOrigin,
          gatedOrigin,
          accountsOrigin,
          examplesOrigin,
        ].join(','),
      },
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/serve-examples.mjs',
      cwd: '..',
      url: `${examplesOrigin}/script-tag/`,
      env: {
        EXAMPLES_PORT: String(examplesPort),
        WIDGET_ORIGIN: serverOrigin,
        CARD_ORIGIN: gatewayOrigin,
      },
      reuseExistingServer: false,
    },
  ],
})
