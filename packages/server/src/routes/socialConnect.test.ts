import { endpoints, socialConnectPath } from '@resort/core/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browser } from '../testing/browser'
import {
  signedInMember,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import {
  fresh,
  startSocialTestbed,
  type SocialTestbed,
} from '../testing/socialTestbed'

// Connecting a provider from the profile, and the member's identities (decision 017).
let bed: SocialTestbed
beforeAll(async () => {
  bed = await startSocialTestbed()
}, 30_000)
afterAll(() => bed?.close())

const server = () => bed.server
const providers = () => bed.providers

/** The member's cookies and the XSRF pair the server handed out, as the site sends a write. */
const memberHeaders = (tokens: SessionTokens) => ({
  cookie: `access_token_cookie=${tokens.accessToken}; refresh_token_cookie=${tokens.refreshToken}; XSRF-TOKEN=${tokens.xsrfToken}`,
  'x-xsrf-token': tokens.xsrfToken,
})

describe('connect from the profile, and the member’s identities', () => {
  it('connects Google to the signed-in member, who then signs in with it', async () => {
    const person = fresh('sara')
    const tokens = await signedInMember(server(), { email: person.email })
    const browser = new Browser(server().baseUrl)
    browser.setCookie(
      server().baseUrl,
      'access_token_cookie',
      tokens.accessToken,
    )
    providers().google.signInAs({
      sub: person.sub,
      email: 'sara.elsewhere@example.com',
      email_verified: true,
    })
    const { end } = await browser.navigate(
      `${server().baseUrl}${socialConnectPath('google')}?lang=sl`,
    )
    expect(end.pathname).toBe('/sl/orchestration')
    expect(end.searchParams.get('outcome')).toBe('connected')
    const list = await withTokens(server(), endpoints.identities, tokens)
    expect(await list.json()).toMatchObject({
      hasPassword: true,
      identities: [{ provider: 'google', email: 'sara.elsewhere@example.com' }],
    })
    providers().google.signInAs({ sub: person.sub, email_verified: true })
    const again = await bed.signIn('google')
    expect(again.outcome).toBe('signed_in')
    const user = await bed.userByEmail(person.email)
    expect(await bed.memberOf(bed.tokensIn(again.browser))).toMatchObject({
      user: { adb2cId: user?.adb2c_id },
    })
  })

  it('ASVS 6.8.1: refuses to connect an identity that belongs to another member', async () => {
    const owner = fresh('tea')
    providers().google.signInAs({ ...owner, email_verified: true })
    expect((await bed.signIn('google')).outcome).toBe('signed_in')
    const tokens = await signedInMember(server(), {
      email: fresh('uros').email,
    })
    const browser = new Browser(server().baseUrl)
    browser.setCookie(
      server().baseUrl,
      'access_token_cookie',
      tokens.accessToken,
    )
    providers().google.signInAs({ ...owner, email_verified: true })
    const { end } = await browser.navigate(
      `${server().baseUrl}${socialConnectPath('google')}`,
    )
    expect(end.searchParams.get('outcome')).toBe('identity_in_use')
  })

  it('ASVS 8.2.1: connect needs a signed-in member', async () => {
    const { end } = await new Browser(server().baseUrl).navigate(
      `${server().baseUrl}${socialConnectPath('facebook')}`,
    )
    expect(end.searchParams.get('outcome')).toBe('not_signed_in')
  })

  it('ASVS 8.2.2: removes a connected identity of the member only, but not the last way to sign in of an account without a password', async () => {
    const person = fresh('vid')
    providers().google.signInAs({ ...person, email_verified: true })
    const { browser } = await bed.signIn('google')
    const tokens = bed.tokensIn(browser)
    const list = async () =>
      (await (
        await withTokens(server(), endpoints.identities, tokens)
      ).json()) as {
        identities: { id: string; provider: string }[]
        hasPassword: boolean
      }
    const before = await list()
    expect(before.hasPassword).toBe(false)
    const googleId = before.identities[0]?.id ?? ''
    const remove = (id: string, headers = memberHeaders(tokens)) =>
      fetch(
        `${server().baseUrl}${endpoints.removeIdentity.path}?id=${encodeURIComponent(id)}`,
        { method: 'DELETE', headers },
      )
    // ASVS 8.2.2: another member cannot remove it.
    const other = await signedInMember(server(), { email: fresh('zora').email })
    expect((await remove(googleId, memberHeaders(other))).status).toBe(404)
    const refused = await remove(googleId)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      error: { kind: 'conflict', fields: { id: 'last_way_to_sign_in' } },
    })
    // With Facebook connected too, Google can go.
    providers().facebook.signInAs({ sub: person.sub })
    const { end } = await browser.navigate(
      `${server().baseUrl}${socialConnectPath('facebook')}`,
    )
    expect(end.searchParams.get('outcome')).toBe('connected')
    const removed = await remove(googleId)
    expect(removed.status).toBe(200)
    expect(await removed.json()).toMatchObject({
      identities: [{ provider: 'facebook' }],
    })
    expect((await remove('no-such-identity')).status).toBe(404)
    // ASVS 3.5.1: a removal without the XSRF header is refused.
    const { cookie } = memberHeaders(tokens)
    expect((await remove(googleId, { cookie } as never)).status).toBe(403)
  })
})
