import { ApiError, SOCIAL_OUTCOMES } from '@resort/core/api'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSearchParams } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import en from '../../platform/i18n/locales/en/signInMethods.json'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { renderSite } from '../../testing/renderSite'
import { SocialOutcomeMessage } from './SocialOutcomeMessage'

/** The orchestration page as far as this message goes: outcome and provider from the query. */
function Orchestration() {
  const [params] = useSearchParams()
  return (
    <SocialOutcomeMessage
      outcome={params.get('outcome')}
      provider={params.get('provider')}
    />
  )
}

const orchestration = onPage('/:lang/orchestration', <Orchestration />)
const at = (query: string, api = {}) =>
  renderSite(`/${query}`, api, orchestration)

describe('social sign-in outcome message (decision 017: orchestration?outcome=...)', () => {
  it('has a message and a way forward for every outcome core knows', () => {
    for (const outcome of SOCIAL_OUTCOMES) {
      const { unmount } = at(
        `en/orchestration?outcome=${outcome}&provider=google`,
      )
      expect(screen.getByText(en.outcome[outcome])).toBeInTheDocument()
      expect(
        screen.queryAllByRole('link').length +
          screen.queryAllByRole('textbox').length,
      ).toBeGreaterThan(0)
      unmount()
    }
  })

  it('says a cancelled sign-in in German as an alert, and leads back to signing in', async () => {
    at('de/orchestration?outcome=cancelled&provider=facebook')
    expect(
      screen.getByRole('heading', { name: 'Anmeldung mit Facebook' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Die Anmeldung wurde abgebrochen. Es hat sich nichts geändert.',
    )
    expect(
      screen.getByRole('link', { name: 'Zurück zur Anmeldung' }),
    ).toHaveAttribute('href', '/de/anmelden')
    await expectNoAxeViolations()
  })

  it('leads an existing member to sign in with the password, or to reset it, before connecting', () => {
    at('it/orchestration?outcome=sign_in_to_connect&provider=google')
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/it/accedi',
    )
    expect(
      screen.getByRole('link', { name: 'Ha dimenticato la password?' }),
    ).toHaveAttribute('href', '/it/reset-password')
  })

  it('titles a connect outcome as connecting', () => {
    at('en/orchestration?outcome=identity_in_use&provider=google')
    expect(
      screen.getByRole('heading', { name: 'Connecting Google' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Go to your profile settings' }),
    ).toHaveAttribute('href', '/en/my-profile/profile-settings')
  })

  it('answers anything else with a generic message, never showing the address’s text', () => {
    at(
      'en/orchestration?outcome=%3Cb%3Eyou%20won%3C%2Fb%3E&provider=evil.example',
    )
    expect(
      screen.getByRole('heading', { name: 'Signing in with another account' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(en.outcome.unknown)
    const page = screen.getByRole('main')
    expect(page).not.toHaveTextContent('you won')
    expect(page).not.toHaveTextContent('evil.example')
  })
})

describe('the address a provider did not give (outcome email_required)', () => {
  const emailRequired =
    'hr/orchestration?outcome=email_required&provider=facebook'

  it('asks for it, and says where the link went once the server has it', async () => {
    const externalProvider = vi.fn(async () => ({
      next: 'confirm_email' as const,
    }))
    at(emailRequired, { externalProvider })
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ovaj nam račun nije dao Vašu adresu e-pošte.',
    )
    await expectNoAxeViolations()
    await userEvent.type(
      screen.getByLabelText('Adresa e-pošte'),
      'ivan.kovac@example.com',
    )
    await userEvent.click(
      screen.getByRole('button', { name: 'Pošalji poveznicu' }),
    )
    expect(externalProvider).toHaveBeenCalledWith({
      email: 'ivan.kovac@example.com',
      lang: 'hr',
    })
    const sent = await screen.findByRole('heading', {
      name: 'Molimo provjerite svoj sandučić e-pošte',
    })
    expect(sent).toHaveFocus()
    expect(
      screen.getByText(/Poslali smo poruku na ivan.kovac@example.com/),
    ).toBeInTheDocument()
  })

  it('ties a refused address to its field, keeps what was typed and puts the focus there', async () => {
    const externalProvider = vi.fn()
    at('en/orchestration?outcome=email_required&provider=facebook', {
      externalProvider,
    })
    const field = screen.getByLabelText('E-mail address')
    await userEvent.type(field, 'ivan.kovac')
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(en.errors.email_invalid),
    )
    expect(field).toHaveFocus()
    expect(field).toHaveValue('ivan.kovac')
    expect(externalProvider).not.toHaveBeenCalled()
    await expectNoAxeViolations()
  })

  it('leads back to signing in when the provider’s sign-in waited too long', async () => {
    at('en/orchestration?outcome=email_required&provider=facebook', {
      externalProvider: async () => {
        throw new ApiError({
          kind: 'unauthorized',
          status: 401,
          message: 'expired',
        })
      },
    })
    await userEvent.type(
      screen.getByLabelText('E-mail address'),
      'ivan.kovac@example.com',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.external_email.expired)
    expect(
      within(alert).getByRole('link', { name: 'Back to sign-in' }),
    ).toHaveAttribute('href', '/en/sign-in')
    expect(screen.getByLabelText('E-mail address')).toHaveValue(
      'ivan.kovac@example.com',
    )
  })
})
