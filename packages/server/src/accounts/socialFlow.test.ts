import { describe, expect, it } from 'vitest'
import type { AuthKeys } from './accessTokens'
import {
  FLOW_SECONDS,
  openFlow,
  openPending,
  sealFlow,
  type SocialFlow,
} from './socialFlow'

const keys: AuthKeys = {
  accessToken: new Uint8Array(32).fill(7),
  refreshSuccessor: new Uint8Array(32).fill(8),
  newsletterUnsubscribe: new Uint8Array(32).fill(9),
  xsrf: new Uint8Array(32).fill(6),
}
const flow: SocialFlow = {
  provider: 'google',
  state: 'state',
  nonce: 'nonce',
  codeVerifier: 'verifier',
  language: 'en',
}
const now = new Date('2030-01-01T10:00:00Z')
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000)

describe('the flow cookie', () => {
  it('ASVS 10.1.2: is read back within 10 minutes, and not after', async () => {
    const sealed = await sealFlow(keys, flow, now)
    expect(await openFlow(keys, sealed, later(FLOW_SECONDS - 1))).toEqual(flow)
    expect(
      await openFlow(keys, sealed, later(FLOW_SECONDS + 1)),
    ).toBeUndefined()
  })

  it('ASVS 10.1.2: is encrypted under the server’s key: its secrets cannot be read, and another key or a change is refused', async () => {
    const sealed = await sealFlow(keys, flow, now)
    expect(sealed).not.toContain('verifier')
    expect(
      Buffer.from(sealed.split('.')[3] ?? '', 'base64url').toString(),
    ).not.toContain('verifier')
    const other: AuthKeys = { ...keys, accessToken: new Uint8Array(32).fill(9) }
    expect(await openFlow(other, sealed, now)).toBeUndefined()
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`
    expect(await openFlow(keys, changed, now)).toBeUndefined()
  })

  it('is never read as a pending identity (each kind of cookie has its own audience)', async () => {
    const sealed = await sealFlow(keys, flow, now)
    expect(await openPending(keys, sealed, now)).toBeUndefined()
  })
})
