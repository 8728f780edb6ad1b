// Where the e2e run's two servers listen: playwright.config.ts starts them there.

const port = (name: string, fallback: number) =>
  Number(process.env[name] ?? fallback)

/** The resort's server: the API, the host site and the widget bundle (the tests' baseURL). */
export const serverPort = port('E2E_SERVER_PORT', 3199)
/** The examples server: partners' pages that embed the widget from the resort's server. */
export const examplesPort = port('E2E_EXAMPLES_PORT', 3198)

export const serverOrigin = `http://127.0.0.1:${serverPort}`
export const examplesOrigin = `http://127.0.0.1:${examplesPort}`
/** A second resort server with the staging gate closed (STAGING_USERNAME / STAGING_PASSWORD). */
export const gatedPort = port('E2E_GATED_PORT', 3197)
export const gatedOrigin = `http://127.0.0.1:${gatedPort}`
export const stagingCredentials = {
  username: 'preview',
  password: 'adria alpe preview 2027',
}
