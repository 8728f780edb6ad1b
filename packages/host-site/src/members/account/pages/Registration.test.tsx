import { ApiError } from '@resort/core/api'
import { SESSION_KEYS } from '@resort/core/reservation'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../../testing/accountSite'
import { expectNoAxeViolations } from '../../../testing/axe'

afterEach(() => sessionStorage.clear())

const accepted = () => Promise.resolve({ next: 'confirm_email' as const })

async function fillIn(
  labels: Record<string, string>,
  values: Record<string, string>,
) {
  const user = userEvent.setup()
  for (const [field, value] of Object.entries(values))
    await user.type(await screen.findByLabelText(labels[field]!), value)
  return user
}

const GERMAN = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
}
const ENGLISH = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
  password: 'Password',
}

describe('the registration page', () => {
  it('asks for names, address and password with their autocomplete purposes and the password hint', async () => {
    await accountSite('/en/registration', {})
    expect(await screen.findByLabelText('First name')).toHaveAttribute(
      'autocomplete',
      'given-name',
    )
    expect(screen.getByLabelText('Last name')).toHaveAttribute(
      'autocomplete',
      'family-name',
    )
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute(
      'autocomplete',
      'email',
    )
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('autocomplete', 'new-password')
    expect(password).toHaveAccessibleDescription(
      /^At least 8 characters; we suggest 15 or more\./,
    )
    await expectNoAxeViolations()
  })

  it('registers in the page’s language, tracks sign_up (loyalty_standalone) and asks to check the mailbox, the link working 48 hours', async () => {
    const register = vi.fn(accepted)
    const resendConfirmation = vi.fn(() =>
      Promise.resolve({ next: 'check_email' as const }),
    )
    const { dataLayer } = await accountSite('/de/registrierung', {
      register,
      resendConfirmation,
    })
    const user = await fillIn(GERMAN, {
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat@example.com',
      password: 'sea salt and pine',
    })
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }))
    expect(register).toHaveBeenCalledWith({
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat@example.com',
      password: 'sea salt and pine',
      lang: 'de',
    })
    expect(dataLayer).toEqual([
      { event: 'sign_up', context: 'loyalty_standalone' },
    ])
    const heading = await screen.findByRole('heading', {
      name: 'Bitte sehen Sie in Ihr Postfach',
    })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(
      screen.getByText(/innerhalb von 48 Stunden dem Link darin/),
    ).toHaveTextContent('ana.horvat@example.com')
    await user.click(screen.getByRole('button', { name: 'Erneut senden' }))
    expect(resendConfirmation).toHaveBeenCalledWith({
      email: 'ana.horvat@example.com',
      lang: 'de',
    })
    expect(
      await screen.findByText('Wir haben die Nachricht erneut geschickt.'),
    ).toHaveAttribute('role', 'status')
    await expectNoAxeViolations()
  })

  it('tracks sign_up in loyalty_reservation when the booking flow sent the guest to register', async () => {
    const { dataLayer } = await accountSite(
      '/en/registration',
      { register: accepted },
      {
        cookies: {
          'redirect-page': encodeURIComponent(
            '/en/booking/payment?propertyId=p1',
          ),
        },
      },
    )
    const user = await fillIn(ENGLISH, {
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat@example.com',
      password: 'sea salt and pine',
    })
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await screen.findByRole('heading', { name: 'Please check your mailbox' })
    expect(dataLayer).toEqual([
      { event: 'sign_up', context: 'loyalty_reservation' },
    ])
  })

  it('translates a password the server finds too common, with a way forward, in the summary and at the field', async () => {
    await accountSite('/en/registration', {
      register: () =>
        Promise.reject(
          new ApiError({
            kind: 'missing_params',
            status: 400,
            message: 'Choose another password.',
            fields: { password: 'password_too_common' },
          }),
        ),
    })
    const user = await fillIn(ENGLISH, {
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat@example.com',
      password: 'password123',
    })
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    const summary = await screen.findByRole('alert')
    await waitFor(() => expect(summary).toHaveFocus())
    const text =
      'This password is one of the most common ones and easy to guess. Please choose another: three or four unrelated words work well.'
    expect(within(summary).getByRole('link')).toHaveTextContent(
      `Password: ${text}`,
    )
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(text),
    )
    // What was typed stays.
    expect(screen.getByLabelText('First name')).toHaveValue('Ana')
  })

  it('checks the form before sending: a short password and a malformed address', async () => {
    const register = vi.fn(accepted)
    await accountSite('/en/registration', { register })
    const user = await fillIn(ENGLISH, {
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat',
      password: 'short',
    })
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    const summary = screen.getByRole('alert')
    expect(summary).toHaveFocus()
    expect(summary).toHaveTextContent(
      'E-mail address: Please enter an e-mail address such as name@example.com.',
    )
    expect(summary).toHaveTextContent(
      'Password: The password needs at least 8 characters.',
    )
    expect(register).not.toHaveBeenCalled()
  })

  it('SPEC 9: keeps what was typed across a reload (registration_state), never the password', async () => {
    await accountSite('/en/registration', {})
    await fillIn(ENGLISH, {
      firstName: 'Ana',
      email: 'ana.horvat@example.com',
      password: 'sea salt and pine',
    })
    const saved = sessionStorage.getItem(SESSION_KEYS.registration) ?? ''
    expect(saved).not.toContain('sea salt')
    cleanup()
    await accountSite('/en/registration', {})
    expect(await screen.findByLabelText('First name')).toHaveValue('Ana')
    expect(screen.getByLabelText('E-mail address')).toHaveValue(
      'ana.horvat@example.com',
    )
    expect(screen.getByLabelText('Password')).toHaveValue('')
  })

  it('shows the mailbox step again after a reload, and goes back to the form for another address', async () => {
    sessionStorage.setItem(
      SESSION_KEYS.registration,
      JSON.stringify({
        step: 'check_email',
        firstName: 'Ana',
        lastName: 'Horvat',
        email: 'ana@example.com',
      }),
    )
    await accountSite('/hr/registracija', {})
    await userEvent.click(
      await screen.findByRole('button', { name: 'Upotrijebi drugu adresu' }),
    )
    expect(screen.getByLabelText('Adresa e-pošte')).toHaveValue(
      'ana@example.com',
    )
  })
})
