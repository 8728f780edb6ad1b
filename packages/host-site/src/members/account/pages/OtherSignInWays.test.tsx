import { member, signedInAnswer } from '@resort/core/account/testing'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../../testing/accountSite'
import { expectNoAxeViolations } from '../../../testing/axe'
import {
  assertion,
  authenticationOptions,
  resetWebAuthn,
  webAuthn,
} from '../../signInMethods/passkeyTesting'

vi.mock(
  '@simplewebauthn/browser',
  async () => (await import('../../signInMethods/passkeyTesting')).webAuthn,
)

beforeEach(resetWebAuthn)

const noProviders = async () => ({ providers: [], connectable: [] })

describe('sign-in page: other ways to sign in (SPEC 7 social routes, passkeys)', () => {
  it('offers each provider the server has, under its own heading', async () => {
    webAuthn.browserSupportsWebAuthn.mockReturnValue(false)
    await accountSite('/it/accedi', {
      socialProviders: async () => ({
        providers: ['google', 'microsoft'],
        connectable: ['google'],
      }),
    })
    expect(
      await screen.findByRole('link', { name: 'Continua con Google' }),
    ).toHaveAttribute('href', '/api/auth/google/?lang=it')
    expect(
      screen.getByRole('link', { name: 'Continua con Microsoft' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'Altri modi per accedere' }),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('shows no heading when there is no other way (no provider, no passkeys)', async () => {
    webAuthn.browserSupportsWebAuthn.mockReturnValue(false)
    await accountSite('/en/sign-in', { socialProviders: noProviders })
    await waitFor(() =>
      expect(webAuthn.browserSupportsWebAuthn).toHaveBeenCalled(),
    )
    expect(
      screen.queryByRole('heading', { name: 'Other ways to sign in' }),
    ).not.toBeInTheDocument()
  })

  it('signs in with a passkey as with a password: the member set, then on to the redirect-page path (SPEC 4)', async () => {
    const passkeySignIn = vi.fn(async () => signedInAnswer(Date.now()))
    const { dataLayer, jar } = await accountSite(
      '/de/anmelden',
      {
        socialProviders: noProviders,
        passkeyAuthenticationOptions: async () => authenticationOptions,
        passkeySignIn,
      },
      {
        cookies: {
          'redirect-page': encodeURIComponent('/de/booking?propertyId=p1'),
        },
      },
    )
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mit einem Passkey anmelden' }),
    )
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/de/booking?propertyId=p1',
      ),
    )
    expect(passkeySignIn).toHaveBeenCalledWith({ response: assertion })
    expect(jar.jar.has('redirect-page')).toBe(false)
    expect(dataLayer).toContainEqual({ user_id: member().adb2cId })
  })
})
