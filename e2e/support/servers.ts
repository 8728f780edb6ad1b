// Where the e2e run's servers listen: playwright.config.ts starts them there.

const port = (name: string, fallback: number) =>
  Number(process.env[name] ?? fallback)

/** The resort's server: the API, the host site and the widget bundle (the tests' baseURL). */
export const serverPort = port('E2E_SERVER_PORT', 3199)
/** The examples server: partners' pages that embed the widget from the resort's server. */
export const examplesPort = port('E2E_EXAMPLES_PORT', 3198)

export const serverOrigin = `http://127.0.0.1:${serverPort}`
export const examplesOrigin = `http://127.0.0.1:${examplesPort}`
/**
 * The built-in test gateway (decision 040): a party of its own, so its card page has its own
 * origin; partners' pages (the examples server) may embed it.
 */
export const gatewayPort = port('E2E_GATEWAY_PORT', 3194)
export const gatewayOrigin = `http://127.0.0.1:${gatewayPort}`
export const gatewayKeys = {
  secret: 'sk_test_e2e',
  publishable: 'pk_test_e2e',
} as const
/** What points a resort server at the e2e run's test gateway (server/src/payments/gatewaySettings.ts). */
export const gatewayEnv = {
  TEST_GATEWAY_URL: gatewayOrigin,
  TEST_GATEWAY_SECRET_KEY: gatewayKeys.secret,
  TEST_GATEWAY_PUBLISHABLE_KEY: gatewayKeys.publishable,
}
/** A second resort server with the staging gate closed (STAGING_USERNAME / STAGING_PASSWORD). */
export const gatedPort = port('E2E_GATED_PORT', 3197)
export const gatedOrigin = `http://127.0.0.1:${gatedPort}`
export const stagingCredentials = {
  username: 'preview',
  password: 'adria alpe preview 2027',
}

/**
 * A third resort server for the member journeys (issue 12), on `localhost`, not 127.0.0.1: a
 * passkey's RP ID is a domain, never an IP address. Its mail links and social callbacks use it.
 */
export const accountsPort = port('E2E_ACCOUNTS_PORT', 3196)
export const accountsOrigin = `http://localhost:${accountsPort}`
/** An address ADMIN_EMAILS names on the accounts server (SPEC 6); Google signs it in. */
export const accountsAdminEmail = 'admin@resort-e2e.test'
/** A second admin of the accounts server, who signs in with a password (the journeys' staff). */
export const accountsStaffEmail = 'staff@resort-e2e.test'
/** A third admin of the accounts server: the admin journey's desk clerk, in the browser. */
export const accountsDeskEmail = 'desk@resort-e2e.test'
/** A fourth admin: the payments journey's cashier, whose mailed codes no other test reads. */
export const accountsCashierEmail = 'cashier@resort-e2e.test'

/** The loopback providers acting as Google, Microsoft and Facebook (support/startProviders.mjs). */
export const socialProviderPorts = {
  google: port('E2E_GOOGLE_PORT', 3191),
  microsoft: port('E2E_MICROSOFT_PORT', 3192),
  facebook: port('E2E_FACEBOOK_PORT', 3193),
} as const
const providerOrigin = (provider: keyof typeof socialProviderPorts) =>
  `http://127.0.0.1:${socialProviderPorts[provider]}`

/**
 * The client ids and secrets both sides share, and where the server finds each provider: the
 * environment of the accounts server and of the providers (server/src/accounts/socialSettings.ts).
 * Microsoft's issuer is the loopback one: MICROSOFT_ISSUER takes any http(s) issuer, and plain
 * http only on loopback; Entra ID's {tenantid} issuer is what the server suite tests.
 */
export const socialProviderEnv = {
  GOOGLE_CLIENT_ID: 'e2e-google-client',
  GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
  GOOGLE_ISSUER: providerOrigin('google'),
  MICROSOFT_CLIENT_ID: 'e2e-microsoft-client',
  MICROSOFT_CLIENT_SECRET: 'e2e-microsoft-secret',
  MICROSOFT_ISSUER: providerOrigin('microsoft'),
  FACEBOOK_CLIENT_ID: 'e2e-facebook-client',
  FACEBOOK_CLIENT_SECRET: 'e2e-facebook-secret',
  FACEBOOK_AUTHORIZATION_ENDPOINT: `${providerOrigin('facebook')}/auth`,
  FACEBOOK_TOKEN_ENDPOINT: `${providerOrigin('facebook')}/token`,
  FACEBOOK_GRAPH_ME_ENDPOINT: `${providerOrigin('facebook')}/graph/me`,
}
