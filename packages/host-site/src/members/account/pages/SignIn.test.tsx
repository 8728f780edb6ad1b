import { member, signedInAnswer } from '@resort/core/account/testing'
import { ApiError } from '@resort/core/api'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../../testing/accountSite'
import { expectNoAxeViolations } from '../../../testing/axe'

const refused = (
  kind: 'unauthorized' | 'rate_limited' | 'missing_params',
  extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
) =>
  new ApiError({
    kind,
    status: kind === 'unauthorized' ? 401 : 429,
    message: kind,
    ...extra,
  })

afterEach(() => sessionStorage.clear())

async function signInAs(email: string, password: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('E-mail address'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return user
}

describe('the sign-in page', () => {
  it('asks for the e-mail address and the password, with autocomplete, a reset link and the way to register', async () => {
    await accountSite('/en/sign-in', {})
    const email = await screen.findByLabelText('E-mail address')
    expect(email).toHaveAttribute('autocomplete', 'email')
    expect(email).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    )
    expect(
      screen.getByRole('link', { name: 'Forgot your password?' }),
    ).toHaveAttribute('href', '/en/reset-password')
    expect(
      screen.getByRole('link', { name: 'Create an account' }),
    ).toHaveAttribute('href', '/en/registration')
    // The title is set by an effect, which may run a moment after the page shows.
    await waitFor(() =>
      expect(document.title).toBe('Sign in – Adria Alpe Resorts'),
    )
    await expectNoAxeViolations()
  })

  it('names each empty field in a summary that takes the focus, and ties each error to its input', async () => {
    const login = vi.fn()
    await accountSite('/en/sign-in', { login })
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign in' }),
    )
    const summary = screen.getByRole('alert')
    expect(summary).toHaveFocus()
    expect(
      within(summary).getByRole('link', {
        name: 'E-mail address: Please fill this in.',
      }),
    ).toBeInTheDocument()
    const email = screen.getByLabelText('E-mail address')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Please fill this in.')
    await userEvent.click(
      within(summary).getByRole('link', { name: /^Password:/ }),
    )
    expect(screen.getByLabelText('Password')).toHaveFocus()
    expect(login).not.toHaveBeenCalled()
    await expectNoAxeViolations()
  })

  it('answers wrong credentials with one message that never says which part was wrong, and keeps what was typed', async () => {
    await accountSite('/en/sign-in', {
      login: () => Promise.reject(refused('unauthorized')),
    })
    await signInAs('ana.horvat@example.com', 'not my password')
    const summary = await screen.findByRole('alert')
    expect(summary).toHaveTextContent(
      'The e-mail address or the password is not right. Please try again.',
    )
    await waitFor(() => expect(summary).toHaveFocus())
    expect(screen.getByLabelText('E-mail address')).toHaveValue(
      'ana.horvat@example.com',
    )
    expect(screen.getByLabelText('Password')).toHaveValue('not my password')
    expect(screen.getByLabelText('E-mail address')).not.toHaveAttribute(
      'aria-invalid',
    )
  })

  it('offers to send the confirmation again when the address is not confirmed yet', async () => {
    const resendConfirmation = vi.fn(() =>
      Promise.resolve({ next: 'check_email' as const }),
    )
    await accountSite('/de/anmelden', {
      login: () =>
        Promise.reject(
          refused('unauthorized', { fields: { email: 'email_not_verified' } }),
        ),
      resendConfirmation,
    })
    const user = userEvent.setup()
    await user.type(
      await screen.findByLabelText('E-Mail-Adresse'),
      'ana.horvat@example.com',
    )
    await user.type(screen.getByLabelText('Passwort'), 'sea salt and pine')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihre E-Mail-Adresse ist noch nicht bestätigt.',
    )
    await user.click(
      screen.getByRole('button', { name: 'Bestätigung erneut senden' }),
    )
    expect(resendConfirmation).toHaveBeenCalledWith({
      email: 'ana.horvat@example.com',
      lang: 'de',
    })
    const status = await screen.findByText(
      /haben wir einen neuen Link dorthin geschickt/,
    )
    expect(status).toHaveAttribute('role', 'status')
    expect(status).toHaveFocus()
  })

  it('says when to try again after too many attempts', async () => {
    await accountSite('/hr/prijava', {
      login: () =>
        Promise.reject(refused('rate_limited', { retryAfterSeconds: 1_750 })),
    })
    const user = userEvent.setup()
    await user.type(
      await screen.findByLabelText('Adresa e-pošte'),
      'ana.horvat@example.com',
    )
    await user.type(screen.getByLabelText('Lozinka'), 'sea salt and pine')
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Previše pokušaja. Molimo pokušajte ponovno za 30 minuta ili ponovno postavite lozinku.',
    )
  })

  it('goes on to the redirect-page path after signing in, and forgets it', async () => {
    const login = vi.fn(() => Promise.resolve(signedInAnswer(Date.now())))
    const { jar, dataLayer } = await accountSite(
      '/en/sign-in',
      { login },
      {
        cookies: {
          'redirect-page': encodeURIComponent('/en/booking?propertyId=p1'),
        },
      },
    )
    await signInAs('ana.horvat@example.com', 'sea salt and pine')
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/en/booking?propertyId=p1',
      ),
    )
    expect(login).toHaveBeenCalledWith({
      email: 'ana.horvat@example.com',
      password: 'sea salt and pine',
    })
    expect(jar.jar.has('redirect-page')).toBe(false)
    expect(dataLayer).toContainEqual({ user_id: member().adb2cId })
    // The header now greets the member.
    expect(
      screen.getByRole('button', { name: 'Ana: your account' }),
    ).toBeInTheDocument()
  })

  it('ASVS 3.7.2: goes on to the same-site path the link carried (kept by a click before hydration)', async () => {
    const { jar } = await accountSite(
      `/en/sign-in?return=${encodeURIComponent('/en/admin/bookings?q=horvat')}`,
      { login: () => Promise.resolve(signedInAnswer(Date.now())) },
    )
    await waitFor(() =>
      expect(decodeURIComponent(jar.jar.get('redirect-page') ?? '')).toBe(
        '/en/admin/bookings?q=horvat',
      ),
    )
    await signInAs('ana.horvat@example.com', 'sea salt and pine')
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/en/admin/bookings?q=horvat',
      ),
    )
  })

  it.each([
    'https://evil.example/en',
    '//evil.example/en',
    '/\\evil.example/en',
    'javascript:alert(1)',
    '/en/sign-in',
  ])(
    'ASVS 3.7.2: ignores a return path that leaves the site or loops (%s) and goes home',
    async (returnTo) => {
      const { jar } = await accountSite(
        `/en/sign-in?return=${encodeURIComponent(returnTo)}`,
        { login: () => Promise.resolve(signedInAnswer(Date.now())) },
      )
      await signInAs('ana.horvat@example.com', 'sea salt and pine')
      expect(await screen.findByText('Home page')).toBeInTheDocument()
      expect(screen.getByTestId('address')).toHaveTextContent(/^\/en$/)
      expect(jar.jar.has('redirect-page')).toBe(false)
    },
  )

  it('goes home after signing in when no page was remembered', async () => {
    await accountSite('/it/accedi', {
      login: () => Promise.resolve(signedInAnswer(Date.now())),
    })
    const user = userEvent.setup()
    await user.type(
      await screen.findByLabelText('Indirizzo e-mail'),
      'ana.horvat@example.com',
    )
    await user.type(screen.getByLabelText('Password'), 'sea salt and pine')
    await user.click(screen.getByRole('button', { name: 'Accedi' }))
    expect(await screen.findByText('Home page')).toBeInTheDocument()
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/it$/)
  })

  it('shows the password on request', async () => {
    await accountSite('/sl/prijava', {})
    const password = await screen.findByLabelText('Geslo')
    expect(password).toHaveAttribute('type', 'password')
    const show = screen.getByRole('button', { name: 'Pokaži geslo' })
    expect(show).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(show)
    expect(password).toHaveAttribute('type', 'text')
    expect(show).toHaveAttribute('aria-pressed', 'true')
  })
})
