import { describe, expect, it, vi } from 'vitest'
import { signedInAnswer } from '../account/accountFixtures'
import {
  fakeApiClient,
  refusal,
  type FakeEndpoints,
} from '../api/fakeApiClient'
import type { Passkey } from '../api/passkeys'
import { createPasskeyFlow } from './passkeyFlow'
import type { WebAuthnBrowser } from './passkeyFlowTypes'

const registrationOptions = {
  rp: { name: 'Adria Alpe Resorts', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'ana@example.com', displayName: 'Ana Horvat' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
}
const authenticationOptions = { challenge: 'c2lnbi1pbg', rpId: 'localhost' }
const registration = {
  id: 'bmV3',
  rawId: 'bmV3',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
}
const assertion = {
  id: 'cGhvbmU',
  rawId: 'cGhvbmU',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: {
    clientDataJSON: 'e30',
    authenticatorData: 'SZYN',
    signature: 'MEUC',
    userHandle: 'dXNlcg',
  },
}

const passkey = (id: string, name: string): Passkey => ({
  id,
  name,
  createdAt: '2026-05-01T10:00:00.000Z',
  lastUsedAt: null,
  deviceType: 'multiDevice',
  backedUp: true,
})
const phone = passkey('cGhvbmU', 'Phone')
const laptop = passkey('bmV3', 'Laptop')

const signedIn = signedInAnswer(Date.parse('2026-05-01T10:00:00.000Z'))

/** An error as a browser's WebAuthn call throws it (a DOMException's name). */
const browserError = (name: string) =>
  Object.assign(new Error(`${name} from the browser`), { name })

function browserWith(overrides: Partial<WebAuthnBrowser> = {}) {
  return {
    browserSupportsWebAuthn: () => true,
    startRegistration: vi.fn(async () => registration),
    startAuthentication: vi.fn(async () => assertion),
    ...overrides,
  } satisfies WebAuthnBrowser
}

function flowWith(
  handlers: FakeEndpoints,
  browser: WebAuthnBrowser = browserWith(),
) {
  const flow = createPasskeyFlow({
    api: fakeApiClient({
      passkeyRegistrationOptions: async () => registrationOptions,
      passkeyAuthenticationOptions: async () => authenticationOptions,
      memberPasskeys: async () => ({ passkeys: [phone] }),
      ...handlers,
    }),
    webAuthn: async () => browser,
  })
  return { flow, state: () => flow.getState() }
}

describe('passkey flow: the browser', () => {
  it('knows whether the browser supports passkeys once its library is loaded', async () => {
    const supported = flowWith({})
    expect(supported.state().supported).toBeUndefined()
    await supported.state().checkSupport()
    expect(supported.state().supported).toBe(true)

    const unsupported = flowWith(
      {},
      browserWith({ browserSupportsWebAuthn: () => false }),
    )
    await unsupported.state().checkSupport()
    expect(unsupported.state().supported).toBe(false)
  })

  it('counts a library that cannot be loaded as no support', async () => {
    const flow = createPasskeyFlow({
      api: fakeApiClient({}),
      webAuthn: () => Promise.reject(new Error('chunk failed')),
    })
    await flow.getState().checkSupport()
    expect(flow.getState().supported).toBe(false)
  })
})

describe('passkey flow: signing in', () => {
  it('signs in with the passkey the member picks and answers as login does', async () => {
    const passkeySignIn = vi.fn(async () => signedIn)
    const { state } = flowWith({ passkeySignIn })
    expect(await state().signIn()).toEqual(signedIn)
    expect(passkeySignIn).toHaveBeenCalledWith({ response: assertion })
    expect(state().notice).toBeUndefined()
    expect(state().busy).toBeUndefined()
  })

  it('takes a closed prompt as no error', async () => {
    for (const name of ['NotAllowedError', 'AbortError']) {
      const passkeySignIn = vi.fn()
      const { state } = flowWith(
        { passkeySignIn },
        browserWith({
          startAuthentication: async () => {
            throw browserError(name)
          },
        }),
      )
      expect(await state().signIn()).toBeUndefined()
      expect(state().notice).toBeUndefined()
      expect(passkeySignIn).not.toHaveBeenCalled()
    }
  })

  it('says once that the passkey was refused, whatever the reason', async () => {
    const { state } = flowWith({
      passkeySignIn: async () => {
        throw refusal('unauthorized', 401)
      },
    })
    expect(await state().signIn()).toBeUndefined()
    expect(state().notice).toEqual({ action: 'signIn', code: 'refused' })
  })

  it('runs one ceremony at a time', async () => {
    let answer: (value: typeof signedIn) => void = () => {}
    const passkeySignIn = vi.fn(
      () => new Promise<typeof signedIn>((resolve) => (answer = resolve)),
    )
    const { state } = flowWith({ passkeySignIn })
    const first = state().signIn()
    await vi.waitFor(() => expect(passkeySignIn).toHaveBeenCalled())
    expect(state().busy).toBe('signIn')
    expect(await state().signIn()).toBeUndefined()
    answer(signedIn)
    expect(await first).toEqual(signedIn)
    expect(passkeySignIn).toHaveBeenCalledTimes(1)
  })
})

describe('passkey flow: the member passkeys', () => {
  it('lists them', async () => {
    const { state } = flowWith({})
    await state().load()
    expect(state().passkeys).toEqual([phone])
  })

  it('adds a passkey of this device, named as the member typed it', async () => {
    const verifyPasskeyRegistration = vi.fn(async () => laptop)
    const { state } = flowWith({ verifyPasskeyRegistration })
    await state().load()
    expect(await state().add('  Laptop ')).toBe(true)
    expect(verifyPasskeyRegistration).toHaveBeenCalledWith({
      response: registration,
      name: 'Laptop',
    })
    expect(state().passkeys).toEqual([phone, laptop])
    expect(state().notice).toEqual({
      action: 'add',
      code: 'added',
      id: laptop.id,
    })
  })

  it('leaves the name to the server when none is typed', async () => {
    const verifyPasskeyRegistration = vi.fn(async () => laptop)
    const { state } = flowWith({ verifyPasskeyRegistration })
    await state().add('   ')
    expect(verifyPasskeyRegistration).toHaveBeenCalledWith({
      response: registration,
    })
  })

  it('refuses a name over 64 characters before the browser is asked', async () => {
    const browser = browserWith()
    const { state } = flowWith({}, browser)
    expect(await state().add('x'.repeat(65))).toBe(false)
    expect(state().nameError).toEqual({ action: 'add', code: 'too_long' })
    expect(browser.startRegistration).not.toHaveBeenCalled()
  })

  it('asks for a recent sign-in when the server wants one', async () => {
    const { state } = flowWith({
      passkeyRegistrationOptions: async () => {
        throw refusal('unauthorized', 401, { session: 'sign_in_again' })
      },
    })
    expect(await state().add()).toBe(false)
    expect(state().notice).toEqual({ action: 'add', code: 'sign_in_again' })
  })

  it('says what stopped a new passkey', async () => {
    const cases = [
      [
        refusal('conflict', 409, { passkey: 'too_many_passkeys' }),
        'too_many_passkeys',
      ],
      [
        refusal('missing_params', 400, { response: 'passkey_not_verified' }),
        'passkey_not_verified',
      ],
      [refusal('conflict', 409), 'already_registered'],
      [refusal('generic', 503), 'failed'],
    ] as const
    for (const [error, code] of cases) {
      const { state } = flowWith({
        verifyPasskeyRegistration: async () => {
          throw error
        },
      })
      await state().add()
      expect(state().notice).toEqual({ action: 'add', code })
    }
  })

  it('tells the member this device already holds a passkey of theirs; a closed prompt is no error', async () => {
    const holding = flowWith(
      {},
      browserWith({
        startRegistration: async () => {
          throw browserError('InvalidStateError')
        },
      }),
    )
    await holding.state().add()
    expect(holding.state().notice).toEqual({
      action: 'add',
      code: 'already_registered',
    })

    const closed = flowWith(
      {},
      browserWith({
        startRegistration: async () => {
          throw browserError('NotAllowedError')
        },
      }),
    )
    expect(await closed.state().add()).toBe(false)
    expect(closed.state().notice).toBeUndefined()
  })

  it('renames a passkey', async () => {
    const renamePasskey = vi.fn(async () => ({ ...phone, name: 'Work phone' }))
    const { state } = flowWith({ renamePasskey })
    await state().load()
    expect(await state().rename(phone.id, ' Work phone ')).toBe(true)
    expect(renamePasskey).toHaveBeenCalledWith({
      id: phone.id,
      name: 'Work phone',
    })
    expect(state().passkeys?.[0]?.name).toBe('Work phone')
    expect(state().notice).toEqual({
      action: 'rename',
      code: 'renamed',
      id: phone.id,
    })
  })

  it('needs a name to rename', async () => {
    const renamePasskey = vi.fn()
    const { state } = flowWith({ renamePasskey })
    expect(await state().rename(phone.id, '  ')).toBe(false)
    expect(state().nameError).toEqual({
      action: 'rename',
      code: 'required',
      id: phone.id,
    })
    expect(renamePasskey).not.toHaveBeenCalled()
  })

  it('removes a passkey, and lists again when it was gone already', async () => {
    const { state } = flowWith({
      memberPasskeys: async () => ({ passkeys: [phone, laptop] }),
      removePasskey: async () => ({ removed: true as const }),
    })
    await state().load()
    expect(await state().remove(phone.id)).toBe(true)
    expect(state().passkeys).toEqual([laptop])

    let listed = 0
    const gone = flowWith({
      memberPasskeys: async () => {
        listed += 1
        return { passkeys: listed === 1 ? [phone, laptop] : [laptop] }
      },
      removePasskey: async () => {
        throw refusal('not_found', 404)
      },
    })
    await gone.state().load()
    await gone.state().remove(phone.id)
    expect(gone.state().notice).toEqual({
      action: 'remove',
      code: 'not_found',
      id: phone.id,
    })
    await vi.waitFor(() => expect(gone.state().passkeys).toEqual([laptop]))
  })

  it('says the member is signed out when the list cannot be had', async () => {
    const { state } = flowWith({
      memberPasskeys: async () => {
        throw refusal('unauthorized', 401)
      },
    })
    await state().load()
    expect(state().notice).toEqual({ action: 'list', code: 'signed_out' })
  })
})
