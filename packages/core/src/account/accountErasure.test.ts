import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api'
import { fakeApiClient, type FakeEndpoints } from '../api/fakeApiClient'
import { memoryStorage } from '../reservation/testing'
import { createTracker } from '../tracking'
import {
  memoryCookies,
  sessionUserCookie,
  signedInAnswer,
} from './accountFixtures'
import { createAccountFlow } from './accountFlow'

const NOW = Date.parse('2027-03-01T09:00:00Z')

/** A signed-in member's flow against fake answers. */
async function signedInWith(handlers: FakeEndpoints) {
  vi.useFakeTimers({ now: NOW })
  const jar = memoryCookies(sessionUserCookie(NOW))
  const flow = createAccountFlow({
    api: fakeApiClient({
      checkToken: () => Promise.resolve(signedInAnswer(Date.now())),
      ...handlers,
    }),
    tracker: createTracker([]),
    cookies: jar.cookies,
    writeCookie: jar.writeCookie,
    storage: memoryStorage(),
    logger: { error: vi.fn() },
    now: () => Date.now(),
  })
  await flow.getState().load()
  return flow
}

afterEach(() => {
  vi.useRealTimers()
})

describe('account flow: erasing the account (GDPR, decision 022)', () => {
  it('is signed out once the account is erased, with the outcome account_erased', async () => {
    const eraseAccount = vi.fn(() => Promise.resolve({ erased: true as const }))
    const flow = await signedInWith({ eraseAccount })
    expect(await flow.getState().eraseAccount({ confirmed: true })).toBe(true)
    expect(eraseAccount).toHaveBeenCalledWith({ confirmed: true })
    expect(flow.getState()).toMatchObject({
      status: 'signed_out',
      member: undefined,
      outcomes: {
        eraseAccount: { action: 'eraseAccount', code: 'account_erased' },
      },
    })
  })

  it('ASVS 7.5.1: stays signed in when the server asks for a recent sign-in, and renews nothing', async () => {
    const getAccessToken = vi.fn(() =>
      Promise.resolve(signedInAnswer(Date.now())),
    )
    const flow = await signedInWith({
      getAccessToken,
      eraseAccount: () =>
        Promise.reject(
          new ApiError({
            kind: 'unauthorized',
            status: 401,
            message: 'sign in again',
            fields: { session: 'sign_in_again' },
          }),
        ),
    })
    expect(await flow.getState().eraseAccount({ confirmed: true })).toBe(false)
    expect(getAccessToken).not.toHaveBeenCalled()
    expect(flow.getState().status).toBe('signed_in')
    expect(flow.getState().outcomes.eraseAccount).toEqual({
      action: 'eraseAccount',
      code: 'sign_in_again',
    })
    flow.getState().dispose()
  })

  it('gives a wrong password back as a field, still signed in', async () => {
    const flow = await signedInWith({
      eraseAccount: () =>
        Promise.reject(
          new ApiError({
            kind: 'missing_params',
            status: 400,
            message: 'wrong',
            fields: { password: 'password_wrong' },
          }),
        ),
    })
    await flow.getState().eraseAccount({ confirmed: true, password: 'x' })
    expect(flow.getState().outcomes.eraseAccount).toEqual({
      action: 'eraseAccount',
      code: 'invalid',
      fields: { password: 'password_wrong' },
    })
    expect(flow.getState().status).toBe('signed_in')
    flow.getState().dispose()
  })
})
