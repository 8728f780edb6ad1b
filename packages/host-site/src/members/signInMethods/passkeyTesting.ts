import { signedInAnswer } from '@resort/core/account/testing'
import type { Passkey } from '@resort/core/api'
import { vi } from 'vitest'

// What the server and the browser answer in the passkey tests. The browser's WebAuthn is
// @simplewebauthn/browser, replaced by vi.mock with these functions: a component test has no
// authenticator (the e2e suite uses Chromium's virtual one).

export const registrationOptions = {
  rp: { name: 'Adria Alpe Resorts', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'ana@example.com', displayName: 'Ana Horvat' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
}
export const authenticationOptions = {
  challenge: 'c2lnbi1pbg',
  rpId: 'localhost',
}
export const registration = {
  id: 'bmV3',
  rawId: 'bmV3',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
}
export const assertion = {
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

export const passkey = (
  id: string,
  name: string,
  overrides: Partial<Passkey> = {},
): Passkey => ({
  id,
  name,
  createdAt: '2026-05-01T10:00:00.000Z',
  lastUsedAt: null,
  deviceType: 'multiDevice',
  backedUp: true,
  ...overrides,
})

export const signedIn = signedInAnswer(Date.parse('2026-05-01T10:00:00.000Z'))

/** An error as a browser's WebAuthn call throws it (a DOMException's name). */
export const browserError = (name: string) =>
  Object.assign(new Error(`${name} from the browser`), { name })

/** The mocked library's functions, set back to a browser with passkeys before each test. */
export const webAuthn = {
  browserSupportsWebAuthn: vi.fn(() => true),
  startRegistration: vi.fn(async () => registration),
  startAuthentication: vi.fn(async () => assertion),
}

export function resetWebAuthn(): void {
  webAuthn.browserSupportsWebAuthn.mockReset().mockReturnValue(true)
  webAuthn.startRegistration.mockReset().mockResolvedValue(registration)
  webAuthn.startAuthentication.mockReset().mockResolvedValue(assertion)
}
