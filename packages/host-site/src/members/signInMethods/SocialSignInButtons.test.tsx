import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { renderSite } from '../../testing/renderSite'
import { SocialSignInButtons } from './SocialSignInButtons'

const signInPage = onPage(
  '/:lang/:signInSlug',
  <SocialSignInButtons returnTo="/de/booking/payment" />,
)

// The links leave for the server; the test stays on the page.
const stayOnPage = (event: Event) => event.preventDefault()
beforeEach(() => document.addEventListener('click', stayOnPage))
afterEach(() => {
  document.removeEventListener('click', stayOnPage)
  document.cookie = 'redirect-page=; max-age=0; path=/'
})

describe('social sign-in buttons (SPEC 7: google, microsoft, facebook)', () => {
  it('shows a link to each provider the server offers, in the page’s language, asking once', async () => {
    const socialProviders = vi.fn(async () => ({
      providers: ['google' as const, 'microsoft' as const, 'facebook' as const],
      connectable: ['google' as const, 'facebook' as const],
    }))
    renderSite('/de/anmelden', { socialProviders }, signInPage)
    const list = await screen.findByRole('list', {
      name: 'Mit einem bestehenden Konto anmelden',
    })
    expect(list).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Weiter mit Google' }),
    ).toHaveAttribute('href', '/api/auth/google/?lang=de')
    expect(
      screen.getByRole('link', { name: 'Weiter mit Microsoft' }),
    ).toHaveAttribute('href', '/api/auth/microsoft/?lang=de')
    expect(
      screen.getByRole('link', { name: 'Weiter mit Facebook' }),
    ).toHaveAttribute('href', '/api/auth/facebook/?lang=de')
    expect(socialProviders).toHaveBeenCalledTimes(1)
    await expectNoAxeViolations()
  })

  it('remembers where to come back to before it leaves for the provider', async () => {
    renderSite(
      '/de/anmelden',
      {
        socialProviders: async () => ({
          providers: ['google'],
          connectable: ['google'],
        }),
      },
      signInPage,
    )
    await userEvent.click(
      await screen.findByRole('link', { name: 'Weiter mit Google' }),
    )
    expect(document.cookie).toContain('redirect-page=%2Fde%2Fbooking%2Fpayment')
  })

  it('shows nothing when no provider is configured, or the server cannot say', async () => {
    const none = vi.fn(async () => ({ providers: [], connectable: [] }))
    const { unmount } = renderSite(
      '/en/sign-in',
      { socialProviders: none },
      signInPage,
    )
    await waitFor(() => expect(none).toHaveBeenCalled())
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    unmount()

    const failing = vi.fn(async () => {
      throw new Error('offline')
    })
    renderSite('/en/sign-in', { socialProviders: failing }, signInPage)
    await waitFor(() => expect(failing).toHaveBeenCalled())
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
