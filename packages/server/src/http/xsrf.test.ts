import { randomBytes } from 'node:crypto'
import { endpoints } from '@resort/core/api'
import { guest, member } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { post } from '../testing/api'
import { bookingBody, book, findOffer } from '../testing/bookingFixtures'
import {
  login,
  setCookiesOf,
  signedInMember,
  tokensOf,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

let serial = 0
const newAddress = () => `xsrf-${++serial}@example.com`

/** A state-changing member call: joining the club. */
const join = (tokens: Partial<SessionTokens>) =>
  withTokens(server, endpoints.joinClub, tokens)
const checkToken = (tokens: Partial<SessionTokens>) =>
  withTokens(server, endpoints.checkToken, tokens)

/** A token in the server's format that the server did not make. */
const madeUp = () =>
  `${randomBytes(32).toString('base64url')}.${randomBytes(32).toString('base64url')}`

describe('ASVS 3.5.1: XSRF tokens bound to the session (signed double-submit cookie)', () => {
  it('ASVS 3.5.1: a cookie and header pair the client made up is refused for a signed-in member', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    for (const xsrfToken of ['test-xsrf-token', madeUp()]) {
      expect((await join({ ...tokens, xsrfToken })).status, xsrfToken).toBe(403)
      // Also on the refresh call, which carries only the refresh cookie.
      const refresh = await withTokens(server, endpoints.refreshToken, {
        refreshToken: tokens.refreshToken,
        xsrfToken,
      })
      expect(refresh.status, xsrfToken).toBe(403)
    }
    // Nothing was done: the session goes on, and the member has not joined.
    expect((await checkToken(tokens)).status).toBe(200)
  })

  it('ASVS 3.5.1: the token of another session is refused, of the same member or another', async () => {
    const email = newAddress()
    const phone = await signedInMember(server, { email })
    const laptop = tokensOf(await login(server, email, member.password))
    const other = await signedInMember(server, { email: newAddress() })
    for (const xsrfToken of [laptop.xsrfToken, other.xsrfToken]) {
      expect((await join({ ...phone, xsrfToken })).status).toBe(403)
      expect(
        (
          await withTokens(server, endpoints.refreshToken, {
            refreshToken: phone.refreshToken,
            xsrfToken,
          })
        ).status,
      ).toBe(403)
    }
  })

  it('ASVS 3.5.1: the token the server handed the session passes', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    expect((await join(tokens)).status).toBe(200)
  })

  it('ASVS 3.5.1: a refresh with only the refresh cookie hands out a new token, which works', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    const refreshed = await withTokens(server, endpoints.refreshToken, {
      refreshToken: tokens.refreshToken,
      xsrfToken: tokens.xsrfToken,
    })
    expect(refreshed.status).toBe(200)
    const next = tokensOf(refreshed)
    expect(next.xsrfToken).not.toBe(tokens.xsrfToken)
    expect((await join(next)).status).toBe(200)
    // The session is the same, so a tab still holding the earlier token is not locked out.
    expect((await join(tokens)).status).toBe(200)
  })

  it('ASVS 3.5.1: a guest’s API read hands out no token; a page does (issue 34: no random token per answer)', async () => {
    const read = await fetch(`${server.baseUrl}${endpoints.version.path}`)
    expect(read.status).toBe(200)
    expect(setCookiesOf(read).has('XSRF-TOKEN')).toBe(false)
    const page = await fetch(`${server.baseUrl}/`)
    expect(setCookiesOf(page).get('XSRF-TOKEN')?.value).toBeTruthy()
  })

  it('ASVS 3.5.1: a sign-in hands out a token for the new session; the token from before it is refused', async () => {
    const page = await fetch(`${server.baseUrl}/`)
    const anonymous = setCookiesOf(page).get('XSRF-TOKEN')?.value
    expect(anonymous).toBeTruthy()
    const first = await signedInMember(server, { email: newAddress() })
    expect(first.xsrfToken).not.toBe(anonymous)
    expect((await join({ ...first, xsrfToken: anonymous })).status).toBe(403)
    expect((await join(first)).status).toBe(200)
  })

  it('ASVS 3.5.1: a page read without the cookie (a new browser session) hands out one bound to the session', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    // The access cookie has expired too: only the refresh cookie names the session.
    const read = await fetch(`${server.baseUrl}${endpoints.health.path}`, {
      headers: { cookie: `refresh_token_cookie=${tokens.refreshToken}` },
    })
    const xsrfToken = setCookiesOf(read).get('XSRF-TOKEN')?.value
    const refreshed = await withTokens(server, endpoints.refreshToken, {
      refreshToken: tokens.refreshToken,
      xsrfToken,
    })
    expect(refreshed.status).toBe(200)
  })

  it('ASVS 3.5.1: sign-out clears the token with the session cookies', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    const logout = await withTokens(server, endpoints.logout, tokens)
    expect(logout.status).toBe(200)
    const cleared = setCookiesOf(logout).get('XSRF-TOKEN')
    expect(cleared?.value).toBe('')
    expect(cleared?.attributes.get('expires')).toMatch(/1970/)
  })

  it('ASVS 3.5.1: a guest books and sends a form without any token, as partner widgets do', async () => {
    const offer = await findOffer(server.baseUrl, { guarantee: 'any' })
    expect((await book(server.baseUrl, bookingBody(offer))).status).toBe(201)
    const callback = await post(
      server.baseUrl,
      endpoints.callbackRequest.path,
      {
        lang: 'en',
        name: `${guest.firstName} ${guest.lastName}`,
        phonenumber: guest.phonenumber,
        country: guest.country,
        email: guest.email,
        timeWindow: 'afternoon',
        privacyConsent: true,
      },
    )
    expect(callback.status).toBe(201)
  })
})
