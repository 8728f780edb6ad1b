import { ApiError } from '@resort/core/api'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../platform/i18n/locales/en/signInMethods.json'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { renderSite } from '../../testing/renderSite'
import { PasskeySignInButton } from './PasskeySignInButton'
import {
  assertion,
  authenticationOptions,
  browserError,
  resetWebAuthn,
  signedIn,
  webAuthn,
} from './passkeyTesting'

vi.mock(
  '@simplewebauthn/browser',
  async () => (await import('./passkeyTesting')).webAuthn,
)

beforeEach(resetWebAuthn)

const signInPage = (onSignedIn = vi.fn()) =>
  onPage('/:lang/:signInSlug', <PasskeySignInButton onSignedIn={onSignedIn} />)
const server = (overrides = {}) => ({
  passkeyAuthenticationOptions: async () => authenticationOptions,
  passkeySignIn: async () => signedIn,
  ...overrides,
})

describe('passkey sign-in button (decision 018)', () => {
  it('signs in with the passkey the member picks and hands the answer to the page', async () => {
    const onSignedIn = vi.fn()
    const passkeySignIn = vi.fn(async () => signedIn)
    renderSite(
      '/de/anmelden',
      server({ passkeySignIn }),
      signInPage(onSignedIn),
    )
    const button = await screen.findByRole('button', {
      name: 'Mit einem Passkey anmelden',
    })
    await expectNoAxeViolations()
    await userEvent.click(button)
    expect(webAuthn.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: authenticationOptions,
    })
    expect(passkeySignIn).toHaveBeenCalledWith({ response: assertion })
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn))
  })

  it('is not shown where the browser has no passkeys', async () => {
    webAuthn.browserSupportsWebAuthn.mockReturnValue(false)
    renderSite('/en/sign-in', server(), signInPage())
    await waitFor(() =>
      expect(webAuthn.browserSupportsWebAuthn).toHaveBeenCalled(),
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('takes a closed prompt as no error', async () => {
    webAuthn.startAuthentication.mockRejectedValue(
      browserError('NotAllowedError'),
    )
    const onSignedIn = vi.fn()
    renderSite('/en/sign-in', server(), signInPage(onSignedIn))
    const button = await screen.findByRole('button', {
      name: en.passkey.sign_in,
    })
    await userEvent.click(button)
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('says once, as an alert, that the passkey could not sign in', async () => {
    renderSite(
      '/en/sign-in',
      server({
        passkeySignIn: async () => {
          throw new ApiError({
            kind: 'unauthorized',
            status: 401,
            message: 'no',
          })
        },
      }),
      signInPage(),
    )
    await userEvent.click(
      await screen.findByRole('button', { name: en.passkey.sign_in }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      en.passkey.sign_in_refused,
    )
    await expectNoAxeViolations()
  })
})
