import { describe, expect, it } from 'vitest'
import { fakeApiClient } from './fakeApiClient'
import {
  addPasskey,
  signInWithPasskey,
  type StartAuthentication,
  type StartRegistration,
} from './passkeyCeremonies'
import {
  passkeyRegistrationRequestSchema,
  passkeySignInRequestSchema,
  type Passkey,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
} from './passkeys'

const registrationOptions: PasskeyRegistrationOptions = {
  rp: { name: 'Adria Alpe Resorts', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'ana@example.com', displayName: 'Ana Horvat' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
}
const authenticationOptions: PasskeyAuthenticationOptions = {
  challenge: 'c2lnbi1pbg',
  rpId: 'localhost',
  allowCredentials: [],
}
const registration = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
}
const assertion = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: {
    clientDataJSON: 'e30',
    authenticatorData: 'SZYN',
    signature: 'MEUC',
    userHandle: 'dXNlcg',
  },
}
const added: Passkey = {
  id: 'Y3JlZA',
  name: 'Phone',
  createdAt: '2026-05-01T10:00:00.000Z',
  lastUsedAt: null,
  deviceType: 'multiDevice',
  backedUp: true,
}

describe('passkey ceremonies', () => {
  it('add a passkey: options from the server into the browser, its answer back with the name', async () => {
    const calls: string[] = []
    const api = fakeApiClient({
      passkeyRegistrationOptions: async () => {
        calls.push('options')
        return registrationOptions
      },
      verifyPasskeyRegistration: async (input) => {
        calls.push('verify')
        expect(input).toEqual({ response: registration, name: 'Phone' })
        return added
      },
    })
    const browser: StartRegistration = async ({ optionsJSON }) => {
      calls.push('browser')
      expect(optionsJSON).toBe(registrationOptions)
      return registration
    }
    expect(await addPasskey(api, browser, 'Phone')).toBe(added)
    expect(calls).toEqual(['options', 'browser', 'verify'])
  })

  it('leave the name to the server when the member gives none', async () => {
    const api = fakeApiClient({
      passkeyRegistrationOptions: async () => registrationOptions,
      verifyPasskeyRegistration: async (input) => {
        expect(input).toEqual({ response: registration })
        return added
      },
    })
    await addPasskey(api, async () => registration)
  })

  it('stop when the member cancels in the browser: nothing is sent to verify', async () => {
    const api = fakeApiClient({
      passkeyRegistrationOptions: async () => registrationOptions,
    })
    const cancelled = new Error(
      'The operation either timed out or was not allowed.',
    )
    await expect(addPasskey(api, () => Promise.reject(cancelled))).rejects.toBe(
      cancelled,
    )
  })

  it('sign in: options, the browser’s assertion, and the answer of a sign-in', async () => {
    const signedIn = {
      user: {
        adb2cId: 'a',
        personalData: { firstName: 'Ana', lastName: 'Horvat' },
        contactData: {
          email: 'ana@example.com',
          country: null,
          city: null,
          zipCode: null,
          address: null,
          phonenumber: null,
        },
        isAdmin: false,
      },
      session: {
        accessTokenExpiresAt: '2026-05-01T10:10:00.000Z',
        endsAt: '2026-05-31T10:00:00.000Z',
      },
    }
    const api = fakeApiClient({
      passkeyAuthenticationOptions: async () => authenticationOptions,
      passkeySignIn: async (input) => {
        expect(input).toEqual({ response: assertion })
        return signedIn
      },
    })
    const browser: StartAuthentication = async ({ optionsJSON }) => {
      expect(optionsJSON).toBe(authenticationOptions)
      return assertion
    }
    expect(await signInWithPasskey(api, browser)).toBe(signedIn)
  })
})

describe('passkey request schemas', () => {
  it('take the JSON a browser makes of a credential, and keep a given name trimmed', () => {
    expect(
      passkeyRegistrationRequestSchema.parse({
        response: registration,
        name: '  Work laptop ',
      }),
    ).toEqual({ response: registration, name: 'Work laptop' })
    expect(passkeySignInRequestSchema.parse({ response: assertion })).toEqual({
      response: assertion,
    })
  })

  it('refuse values that are not base64url, and names over 64 characters', () => {
    const bad = passkeySignInRequestSchema.safeParse({
      response: { ...assertion, id: 'not base64url!' },
    })
    expect(bad.success).toBe(false)
    const long = passkeyRegistrationRequestSchema.safeParse({
      response: registration,
      name: 'x'.repeat(65),
    })
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([
      'too_long',
    ])
  })
})
