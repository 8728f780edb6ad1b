import { createAccountFlow } from '@resort/core/account'
import { ApiError, type ErrorKind } from '@resort/core/api'
import { fakeApiClient, type FakeEndpoints } from '@resort/core/api/testing'
import { createTracker } from '@resort/core/tracking'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BrowserRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteTranslations } from '../../../platform/i18n/translation'
import { SiteLayout } from '../../../platform/layout/SiteLayout'
import { accountSite } from '../../../testing/accountSite'
import { expectNoAxeViolations } from '../../../testing/axe'
import { siteI18n } from '../../../testing/siteI18n'
import { AccountFlowProvider } from '../AccountFlowContext'
import { accountRoutes } from '../accountRoutes'

afterEach(() => sessionStorage.clear())

const refused = (
  kind: ErrorKind,
  status: number,
  fields?: Record<string, string>,
) =>
  new ApiError({ kind, status, message: kind, ...(fields ? { fields } : {}) })
const mailSent = () => Promise.resolve({ next: 'check_email' as const })
const address = () => screen.getByTestId('address')

describe('registration-confirm (the confirmation link)', () => {
  it('takes the token out of the address before posting it, once, then offers to sign in; tracks sign_up_confirmed', async () => {
    const confirmEmail = vi.fn(() =>
      Promise.resolve({ email: 'ana.horvat@example.com' }),
    )
    const { dataLayer } = await accountSite(
      '/en/registration-confirm#token=link-token-1',
      { confirmEmail },
    )
    const heading = await screen.findByRole('heading', {
      name: 'Your address is confirmed',
    })
    expect(confirmEmail).toHaveBeenCalledOnce()
    expect(confirmEmail).toHaveBeenCalledWith({ token: 'link-token-1' })
    await waitFor(() =>
      expect(address()).toHaveTextContent(/^\/en\/registration-confirm$/),
    )
    await waitFor(() => expect(heading).toHaveFocus())
    expect(
      screen.getByText(
        'Thank you. You can now sign in with ana.horvat@example.com.',
      ),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }),
    ).toHaveAttribute('href', '/en/sign-in')
    expect(dataLayer).toEqual([{ event: 'sign_up_confirmed' }])
    await expectNoAxeViolations()
  })

  it('offers a new link when the link has expired or was used', async () => {
    const resendConfirmation = vi.fn(mailSent)
    await accountSite('/de/registration-confirm#token=old', {
      confirmEmail: () => Promise.reject(refused('link_invalid', 410)),
      resendConfirmation,
    })
    expect(
      await screen.findByText(
        'Dieser Link ist abgelaufen oder wurde bereits verwendet.',
      ),
    ).toBeInTheDocument()
    const user = userEvent.setup()
    await user.type(
      screen.getByLabelText('E-Mail-Adresse'),
      'ana.horvat@example.com',
    )
    await user.click(screen.getByRole('button', { name: 'Neuen Link senden' }))
    expect(resendConfirmation).toHaveBeenCalledWith({
      email: 'ana.horvat@example.com',
      lang: 'de',
    })
    expect(
      await screen.findByText(/haben wir einen neuen Link dorthin geschickt/),
    ).toHaveAttribute('role', 'status')
    await expectNoAxeViolations()
  })

  it('says a link without its token is incomplete, and posts nothing', async () => {
    const confirmEmail = vi.fn()
    await accountSite('/sl/registration-confirm', { confirmEmail })
    expect(
      await screen.findByText(/Ta povezava ni popolna\./),
    ).toBeInTheDocument()
    expect(confirmEmail).not.toHaveBeenCalled()
  })
})

/** The site in a BrowserRouter at `url`, so that the real address bar and history are used. */
async function inBrowser(url: string, api: FakeEndpoints) {
  window.history.replaceState(null, '', url)
  const flow = createAccountFlow({
    api: fakeApiClient(api),
    tracker: createTracker([]),
    cookies: () => '',
    writeCookie: () => undefined,
    storage: sessionStorage,
  })
  await act(async () => {
    render(
      <SiteTranslations i18n={siteI18n('en')}>
        <AccountFlowProvider flow={flow}>
          <BrowserRouter>
            <Routes>
              <Route path="/:lang" element={<SiteLayout />}>
                {accountRoutes}
              </Route>
            </Routes>
          </BrowserRouter>
        </AccountFlowProvider>
      </SiteTranslations>,
    )
  })
}

describe('a mailed link in the browser’s address bar', () => {
  it('leaves the address bar and the history entry before its token is posted', async () => {
    const whenPosted: string[] = []
    await inBrowser('/en/registration-confirm#token=link-token-2', {
      confirmEmail: ({ token }) => {
        whenPosted.push(`${window.location.href} ${token}`)
        return Promise.resolve({ email: 'ana.horvat@example.com' })
      },
    })
    await screen.findByRole('heading', { name: 'Your address is confirmed' })
    expect(whenPosted).toEqual([
      `${window.location.origin}/en/registration-confirm link-token-2`,
    ])
    expect(window.location.href).not.toContain('token')
  })

  it('opened later in the same tab (only the fragment changes), brings its own token', async () => {
    await inBrowser('/en/reset-password', {
      requestPasswordReset: () =>
        Promise.resolve({ next: 'check_email' as const }),
    })
    const user = userEvent.setup()
    await user.type(
      await screen.findByLabelText('E-mail address'),
      'ana.horvat@example.com',
    )
    await user.click(screen.getByRole('button', { name: 'Send the link' }))
    await screen.findByRole('heading', { name: 'Please check your mailbox' })
    await act(async () => {
      window.history.pushState(null, '', '/en/reset-password#token=late')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(await screen.findByLabelText('New password')).toBeInTheDocument()
    expect(window.location.hash).toBe('')
  })
})

describe('reset-password', () => {
  it('without a link, asks for the address and answers the same for every address', async () => {
    const requestPasswordReset = vi.fn(mailSent)
    await accountSite('/it/reset-password', { requestPasswordReset })
    const user = userEvent.setup()
    await user.type(
      await screen.findByLabelText('Indirizzo e-mail'),
      'nobody@example.com',
    )
    await user.click(screen.getByRole('button', { name: 'Invia il link' }))
    expect(requestPasswordReset).toHaveBeenCalledWith({
      email: 'nobody@example.com',
      lang: 'it',
    })
    expect(
      await screen.findByText(
        'Se esiste un account per nobody@example.com, gli abbiamo inviato un link. Il link è valido per 1 ora.',
      ),
    ).toBeInTheDocument()
  })

  it('with a link, takes the token out of the address and sets the new password; then offers to sign in', async () => {
    const resetPassword = vi.fn(() =>
      Promise.resolve({ passwordChanged: true as const }),
    )
    await accountSite('/en/reset-password#token=reset-token', {
      resetPassword,
    })
    const password = await screen.findByLabelText('New password')
    // The form may show before the effect that takes the token out of the address has run.
    await waitFor(() =>
      expect(address()).toHaveTextContent(/^\/en\/reset-password$/),
    )
    expect(password).toHaveAttribute('autocomplete', 'new-password')
    await expectNoAxeViolations()
    const user = userEvent.setup()
    await user.type(password, 'a brand new phrase')
    await user.click(
      screen.getByRole('button', { name: 'Save the new password' }),
    )
    expect(resetPassword).toHaveBeenCalledWith({
      token: 'reset-token',
      password: 'a brand new phrase',
    })
    expect(
      await screen.findByRole('heading', { name: 'Your password is changed' }),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }),
    ).toHaveAttribute('href', '/en/sign-in')
  })

  it('translates a refused password, and asks for a new link when the link is no longer good', async () => {
    const resetPassword = vi
      .fn()
      .mockRejectedValueOnce(
        refused('missing_params', 400, { password: 'password_too_guessable' }),
      )
      .mockRejectedValueOnce(refused('link_invalid', 410))
    await accountSite('/en/reset-password#token=reset-token', {
      resetPassword,
    })
    const user = userEvent.setup()
    await user.type(
      await screen.findByLabelText('New password'),
      'ana horvat 1',
    )
    await user.click(
      screen.getByRole('button', { name: 'Save the new password' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too close to your name, your e-mail address or our name.',
    )
    await user.click(
      screen.getByRole('button', { name: 'Save the new password' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used.',
    )
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }))
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument()
  })
})

describe('email-change (the link mailed to the new address)', () => {
  it('shows the new address, and moves the account to it when the member confirms', async () => {
    const emailChangeCallback = vi.fn(() =>
      Promise.resolve({ email: 'ana@example.net' }),
    )
    const confirmEmailChange = vi.fn(() =>
      Promise.resolve({ email: 'ana@example.net' }),
    )
    await accountSite('/hr/email-change#token=change-token', {
      emailChangeCallback,
      confirmEmailChange,
    })
    expect(
      await screen.findByText(
        'Vaš će račun od sada upotrebljavati ana@example.net: za prijavu i za naše poruke.',
      ),
    ).toBeInTheDocument()
    // The token leaves the address bar once read; under load that may come a moment later.
    await waitFor(() =>
      expect(address()).toHaveTextContent(/^\/hr\/email-change$/),
    )
    expect(emailChangeCallback).toHaveBeenCalledOnce()
    await expectNoAxeViolations()
    await userEvent.click(
      screen.getByRole('button', { name: 'Potvrdi novu adresu' }),
    )
    expect(confirmEmailChange).toHaveBeenCalledWith({ token: 'change-token' })
    expect(
      await screen.findByRole('heading', {
        name: 'Vaša je adresa promijenjena',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Vaš račun sada upotrebljava ana@example.net.'),
    ).toBeInTheDocument()
  })

  it('says so when the link is no longer good', async () => {
    await accountSite('/en/email-change#token=old', {
      emailChangeCallback: () => Promise.reject(refused('link_invalid', 410)),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used.',
    )
    expect(
      screen.queryByRole('button', { name: 'Confirm the new address' }),
    ).toBeNull()
  })

  it('says so when the address has found another owner since', async () => {
    await accountSite('/en/email-change#token=t', {
      emailChangeCallback: () => Promise.resolve({ email: 'ana@example.net' }),
      confirmEmailChange: () => Promise.reject(refused('conflict', 409)),
    })
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirm the new address' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address now belongs to another account, so your address was not changed.',
    )
  })
})
