// Chromium's virtual authenticator (CDP WebAuthn domain): a platform authenticator with resident
// keys and user verification, as a phone or laptop with a PIN or fingerprint is. Passkeys are
// created and used by the real WebAuthn code of the browser, against the real server.
import type { CDPSession, Page } from '@playwright/test'

/** A passkey the virtual authenticator holds. */
interface StoredPasskey {
  /** base64 (not base64url), as CDP gives it. */
  credentialId: string
  isResidentCredential: boolean
  rpId: string | undefined
  signCount: number
}

export interface VirtualAuthenticator {
  /** The passkeys it holds. */
  credentials(): Promise<StoredPasskey[]>
  /** Whether it verifies the member (PIN, fingerprint) from now on; it does at first. */
  setUserVerified(verified: boolean): Promise<void>
}

/** Adds a virtual authenticator to the page's browser; `remove` takes it away again. */
export async function addVirtualAuthenticator(
  page: Page,
): Promise<VirtualAuthenticator & { remove(): Promise<void> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send(
    'WebAuthn.addVirtualAuthenticator',
    {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        // Presence (the touch) is given at once, so no prompt waits for a person.
        automaticPresenceSimulation: true,
      },
    },
  )
  return {
    credentials: async () => {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', {
        authenticatorId,
      })
      return credentials.map((credential) => ({
        credentialId: credential.credentialId,
        isResidentCredential: credential.isResidentCredential,
        rpId: credential.rpId,
        signCount: credential.signCount,
      }))
    },
    setUserVerified: async (isUserVerified) => {
      await cdp.send('WebAuthn.setUserVerified', {
        authenticatorId,
        isUserVerified,
      })
    },
    remove: async () => {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId })
      await cdp.send('WebAuthn.disable')
      await cdp.detach()
    },
  }
}
