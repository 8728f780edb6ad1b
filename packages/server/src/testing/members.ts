import { endpoints } from '@resort/core/api'
import { member as testMember } from '@resort/test-fixtures'
import { cardStepRequest, needsCardStep, typeCard } from './bookingFixtures'
import { linkTokenIn, mailsTo, waitForMail } from './outbox'
import type { TestServer } from './testServer'

/** One Set-Cookie header, read: its value and its attributes by lower-case name. */
export interface SetCookie {
  value: string
  attributes: Map<string, string | true>
}

/** The cookies a response sets, by name. */
export function setCookiesOf(response: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>()
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...parts] = header.split(';')
    const at = pair.indexOf('=')
    const attributes = new Map<string, string | true>()
    for (const part of parts) {
      const [key = '', ...rest] = part.trim().split('=')
      attributes.set(key.toLowerCase(), rest.length ? rest.join('=') : true)
    }
    cookies.set(pair.slice(0, at).trim(), {
      value: decodeURIComponent(pair.slice(at + 1).trim()),
      attributes,
    })
  }
  return cookies
}

/** The session's tokens a browser would keep after an answer, with the XSRF token bound to it. */
export interface SessionTokens {
  accessToken: string
  refreshToken: string
  xsrfToken: string
}

/** The tokens a sign-in or refresh answer sets; throws when it set none. */
export function tokensOf(response: Response): SessionTokens {
  const cookies = setCookiesOf(response)
  const accessToken = cookies.get('access_token_cookie')?.value
  const refreshToken = cookies.get('refresh_token_cookie')?.value
  const xsrfToken = cookies.get('XSRF-TOKEN')?.value
  if (!accessToken || !refreshToken || !xsrfToken)
    throw new Error(`no session cookies in the answer (${response.status})`)
  return { accessToken, refreshToken, xsrfToken }
}

/**
 * Request headers as the site's client sends them for a signed-in member: the session cookies,
 * and the XSRF cookie the server handed out with its header unless `xsrf` is false.
 */
function memberHeaders(
  tokens: Partial<SessionTokens>,
  { xsrf = true }: { xsrf?: boolean } = {},
): Record<string, string> {
  const cookies = [
    tokens.accessToken && `access_token_cookie=${tokens.accessToken}`,
    tokens.refreshToken && `refresh_token_cookie=${tokens.refreshToken}`,
    tokens.xsrfToken && `XSRF-TOKEN=${tokens.xsrfToken}`,
  ].filter(Boolean)
  return {
    cookie: cookies.join('; '),
    ...(xsrf && tokens.xsrfToken ? { 'x-xsrf-token': tokens.xsrfToken } : {}),
  }
}

const json = { 'content-type': 'application/json' }

/** Whether to send the XSRF header; when to give up waiting for the answer. */
interface CallOptions {
  xsrf?: boolean
  signal?: AbortSignal
}

/** POSTs a registration. */
export const registerMember = (server: TestServer, body: unknown) =>
  fetch(`${server.baseUrl}${endpoints.register.path}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  })

/** POSTs a sign-in. */
export const login = (server: TestServer, email: string, password: string) =>
  fetch(`${server.baseUrl}${endpoints.login.path}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  })

/** Calls a token endpoint (refresh, check, logout) with a member's cookies. */
export const withTokens = (
  server: TestServer,
  endpoint: { method: string; path: string },
  tokens: Partial<SessionTokens>,
  options: CallOptions = {},
) =>
  fetch(`${server.baseUrl}${endpoint.path}`, {
    method: endpoint.method,
    headers: memberHeaders(tokens, options),
    ...(options.signal ? { signal: options.signal } : {}),
  })

/** POSTs a JSON body to an endpoint, as a member with these tokens when given. */
export async function callAs(
  server: TestServer,
  endpoint: { method: string; path: string },
  body: unknown,
  tokens: Partial<SessionTokens> = {},
  options: CallOptions = {},
): Promise<Response> {
  const send = (to: { method: string; path: string }, sent: unknown) =>
    fetch(`${server.baseUrl}${to.path}`, {
      method: to.method,
      headers: { ...json, ...memberHeaders(tokens, options) },
      body: JSON.stringify(sent),
      ...(options.signal ? { signal: options.signal } : {}),
    })
  // A booking on a card rate goes through the card step first, in the same session (decision 040);
  // the step's refusal (a changed price) is the answer.
  let ready = body
  if (endpoint.path === endpoints.newBooking.path && needsCardStep(body)) {
    const step = await send(endpoints.cardPayment, cardStepRequest(body))
    if (step.status !== 200) return step
    const { intent, cardPage } = (await step.json()) as {
      intent: string
      cardPage: string
    }
    const typed = await typeCard(cardPage)
    if (typed.status !== 200) throw new Error(`card page ${typed.status}`)
    ready = { ...body, payment: { intent } }
  }
  return send(endpoint, ready)
}

/** Confirms a member's address as the member does: with the link of the newest mail to it. */
export async function confirmEmail(
  server: TestServer,
  email: string,
): Promise<void> {
  const address = email.trim().toLowerCase()
  const mails = await mailsTo(server.database.db, address)
  const mail = await waitForMail(
    server.database.db,
    address,
    Math.max(1, mails.length),
  )
  const response = await callAs(server, endpoints.confirmEmail, {
    token: linkTokenIn(mail),
  })
  if (response.status !== 200)
    throw new Error(`confirmation failed: ${await response.text()}`)
}

/** Registers and confirms a member (the shared test member unless told), ready to sign in. */
export async function createMember(
  server: TestServer,
  overrides: Partial<typeof testMember> = {},
): Promise<typeof testMember> {
  const member = { ...testMember, ...overrides }
  const response = await registerMember(server, member)
  if (response.status !== 202)
    throw new Error(`registration failed: ${await response.text()}`)
  await confirmEmail(server, member.email)
  return member
}

/** Registers, confirms and signs in a member; the tokens of the new session. */
export async function signedInMember(
  server: TestServer,
  overrides: Partial<typeof testMember> = {},
): Promise<SessionTokens> {
  const member = await createMember(server, overrides)
  const response = await login(server, member.email, member.password)
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${await response.text()}`)
  return tokensOf(response)
}
