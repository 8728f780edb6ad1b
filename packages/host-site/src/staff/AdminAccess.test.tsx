import { signedInAnswer } from '@resort/core/account/testing'
import { ApiError } from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../testing/accountSite'
import { expectNoAxeViolations } from '../testing/axe'

afterEach(() => sessionStorage.clear())

const STAFF = 'staff.admin@example.com'
const emptyBookings = async () => ({
  items: [],
  total: 0,
  page: 1,
  pageSize: 25,
})

/** A signed-in member, with the admin answers given. */
const signedIn = (handlers: FakeEndpoints = {}): FakeEndpoints => ({
  checkToken: () => Promise.resolve(signedInAnswer(Date.now())),
  adminPropertiesSearch: async () => ({ items: [] }),
  adminBookings: emptyBookings,
  ...handlers,
})

const refused = (
  kind: 'forbidden' | 'unauthorized' | 'missing_params',
  fields?: Record<string, string>,
) =>
  new ApiError({
    kind,
    status: kind === 'forbidden' ? 403 : kind === 'unauthorized' ? 401 : 400,
    message: kind,
    ...(fields ? { fields } : {}),
  })

describe('the staff area’s door (SPEC 6, issue 14)', () => {
  it('SPEC 6: signed out, it asks to sign in with a link that comes back to the admin page', async () => {
    const { jar } = await accountSite('/en/admin/bookings?q=horvat', {
      checkToken: () => Promise.reject(refused('unauthorized')),
    })
    const door = await screen.findByRole('heading', {
      level: 2,
      name: 'Please sign in',
    })
    // The focus moves once the heading is in the page: on a busy machine, a moment later.
    await waitFor(() => expect(door).toHaveFocus())
    expect(document.title).toBe('Staff area – Adria Alpe Resorts')
    const link = screen.getByRole('link', { name: 'Sign in to the staff area' })
    // The way back is in the link itself, so a click before hydration keeps it.
    expect(link).toHaveAttribute(
      'href',
      '/en/sign-in?return=%2Fen%2Fadmin%2Fbookings%3Fq%3Dhorvat',
    )
    await expectNoAxeViolations()
    await userEvent.click(link)
    await waitFor(() =>
      expect(decodeURIComponent(jar.jar.get('redirect-page') ?? '')).toBe(
        '/en/admin/bookings?q=horvat',
      ),
    )
  })

  it('SPEC 6: a signed-in member who is not on the list of admins is told there is no access, and sees no section', async () => {
    await accountSite(
      '/hr/admin',
      signedIn({ adminSession: () => Promise.reject(refused('forbidden')) }),
      { signedIn: true },
    )
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nema pristupa' }),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('navigation', { name: 'Područje za osoblje' }),
    ).toBeNull()
    await expectNoAxeViolations()
  })

  it('ASVS 6.3.3: an admin without the second factor asks for the mailed code, reads a wrong one at the field, and enters with the right one, by keyboard', async () => {
    const adminSecondFactorCode = vi.fn(async () => ({
      sent: true as const,
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
    }))
    const adminSecondFactorVerify = vi.fn(
      async ({ code }: { code: string }) => {
        if (code !== '246810')
          throw refused('missing_params', { code: 'code_wrong' })
        return { email: STAFF, secondFactor: 'code' as const }
      },
    )
    await accountSite(
      '/en/admin',
      signedIn({
        adminSession: async () => ({ email: STAFF, secondFactor: null }),
        adminSecondFactorCode,
        adminSecondFactorVerify,
      }),
      { signedIn: true },
    )
    const send = await screen.findByRole('button', { name: 'Send me a code' })
    expect(
      screen.getByText(/We mail a 6-digit code to staff\.admin@example\.com/),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
    send.focus()
    await userEvent.keyboard('{Enter}')
    const code = await screen.findByRole('textbox', {
      name: 'Code from the mail',
    })
    await waitFor(() => expect(code).toHaveFocus())
    expect(screen.getByRole('status')).toHaveTextContent(
      /We have mailed a code to staff\.admin@example\.com/,
    )
    await userEvent.keyboard('12345{Enter}')
    const summary = await screen.findByRole('alert')
    expect(summary).toHaveTextContent('The code has 6 digits.')
    expect(adminSecondFactorVerify).not.toHaveBeenCalled()
    await userEvent.clear(code)
    await userEvent.type(code, '111111{Enter}')
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This is not the code we mailed. Please check it and try again.',
      ),
    )
    expect(screen.getByRole('alert')).toHaveFocus()
    expect(code).toHaveAttribute('aria-invalid', 'true')
    expect(code).toHaveAccessibleDescription(/This is not the code we mailed/)
    await expectNoAxeViolations()
    await userEvent.clear(code)
    await userEvent.type(code, '246810{Enter}')
    expect(adminSecondFactorVerify).toHaveBeenLastCalledWith({ code: '246810' })
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bookings' }),
    ).toBeInTheDocument()
    const nav = within(screen.getByRole('navigation', { name: 'Staff area' }))
    expect(nav.getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/en/admin/bookings',
    )
  })

  it('ASVS 6.6.3: a burnt or expired code says to ask for a new one, and a code asked for too soon says to wait', async () => {
    let asked = 0
    await accountSite(
      '/en/admin',
      signedIn({
        adminSession: async () => ({ email: STAFF, secondFactor: null }),
        adminSecondFactorCode: async () => {
          if (++asked > 1)
            throw new ApiError({
              kind: 'rate_limited',
              status: 429,
              message: 'soon',
              retryAfterSeconds: 25,
            })
          return { sent: true as const, expiresAt: new Date().toISOString() }
        },
        adminSecondFactorVerify: () =>
          Promise.reject(refused('missing_params', { code: 'code_expired' })),
      }),
      { signedIn: true },
    )
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send me a code' }),
    )
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Code from the mail' }),
      '123456{Enter}',
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code no longer works (too many tries, or its time is up). Please ask for a new one.',
    )
    await userEvent.click(
      screen.getByRole('button', { name: 'Send a new code' }),
    )
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'A code was mailed a moment ago. Please look for it, or ask again in 25 seconds.',
      ),
    )
  })

  it('ASVS 6.6.3: past the account’s hourly share of wrong codes it says in how many minutes to try again, and a lock says who releases it', async () => {
    let tries = 0
    await accountSite(
      '/en/admin',
      signedIn({
        adminSession: async () => ({ email: STAFF, secondFactor: null }),
        adminSecondFactorCode: async () => ({
          sent: true as const,
          expiresAt: new Date().toISOString(),
        }),
        adminSecondFactorVerify: () =>
          Promise.reject(
            ++tries === 1
              ? new ApiError({
                  kind: 'rate_limited',
                  status: 429,
                  message: 'later',
                  fields: { account: 'wrong_codes_hourly' },
                  retryAfterSeconds: 1750,
                })
              : refused('forbidden', { account: 'admin_locked' }),
          ),
      }),
      { signedIn: true },
    )
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send me a code' }),
    )
    const code = await screen.findByRole('textbox', {
      name: 'Code from the mail',
    })
    await userEvent.type(code, '123456{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes were entered for your account in the last hour, so this one was not checked. Please try again in 30 minutes.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /After 100 wrong codes within 30 days, staff access for your account is locked.*ask the team that runs the booking server/,
      ),
    )
  })

  it('ASVS 6.3.1: an admin whose access is locked after too many wrong codes is told so at the door, in their language', async () => {
    await accountSite(
      '/de/admin',
      signedIn({
        adminSession: () =>
          Promise.reject(refused('forbidden', { account: 'admin_locked' })),
      }),
      { signedIn: true },
    )
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Zugang gesperrt' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/Nach 100 falschen Codes innerhalb von 30 Tagen/),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('navigation', { name: 'Bereich für Mitarbeitende' }),
    ).toBeNull()
    await expectNoAxeViolations()
  })

  it('an admin whose session passed the second factor goes straight to the sections; the places kept for the sections to come are in the menu', async () => {
    await accountSite(
      '/de/admin/rates',
      signedIn({
        adminSession: async () => ({ email: STAFF, secondFactor: 'passkey' }),
      }),
      { signedIn: true },
    )
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Preise und Verfügbarkeit',
      }),
    ).toBeInTheDocument()
    const nav = within(
      screen.getByRole('navigation', { name: 'Bereich für Mitarbeitende' }),
    )
    expect(
      nav.getByRole('link', { name: 'Preise und Verfügbarkeit' }),
    ).toHaveAttribute('aria-current', 'page')
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Buchungen',
      'Zahlungen',
      'Preise und Verfügbarkeit',
      'Aktionscodes',
      'Geschenkgutscheine',
      'Anfragen',
      'Postausgang',
      'Mitglieder',
      'Newsletter',
      'Inhalte',
      'Fotos',
      'Bewertungen',
      'Webhooks',
      'Änderungsprotokoll',
    ])
    await expectNoAxeViolations()
  })
})

describe('a section refused mid-work (ASVS 6.3.3)', () => {
  it('says so, and checking the access again leads back to the second factor', async () => {
    let passed = true
    await accountSite(
      '/en/admin/bookings',
      signedIn({
        adminSession: async () => ({
          email: STAFF,
          secondFactor: passed ? ('code' as const) : null,
        }),
        adminBookings: () =>
          Promise.reject(
            refused('forbidden', { session: 'second_factor_required' }),
          ),
      }),
      { signedIn: true },
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have no access to this (your session may have ended, or needs the code again).',
    )
    passed = false
    await userEvent.click(
      screen.getByRole('button', { name: 'Check my access again' }),
    )
    expect(
      await screen.findByRole('button', { name: 'Send me a code' }),
    ).toBeInTheDocument()
  })
})
