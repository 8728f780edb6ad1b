import { signedInAnswer } from '@resort/core/account/testing'
import { ApiError, type MemberSession } from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../../testing/accountSite'
import { expectNoAxeViolations } from '../../../testing/axe'

afterEach(() => sessionStorage.clear())

const FIREFOX =
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const session = (
  id: string,
  userAgent: string | null,
  current = false,
): MemberSession => ({
  id,
  createdAt: '2027-02-20T12:00:00.000Z',
  lastUsedAt: '2027-03-01T12:30:00.000Z',
  userAgent,
  current,
})

function member(handlers: FakeEndpoints = {}): FakeEndpoints {
  return {
    checkToken: () => Promise.resolve(signedInAnswer(Date.now())),
    memberSessions: () =>
      Promise.resolve({
        sessions: [
          session('here', FIREFOX, true),
          session('phone', IPHONE),
          session('old', null),
        ],
      }),
    ...handlers,
  }
}

const settings = '/en/my-profile/profile-settings'

describe('profile settings: the account’s security', () => {
  it('sends a signed-out visitor to sign in, to come back here after (redirect-page)', async () => {
    const { jar } = await accountSite(settings, {})
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/en/sign-in'),
    )
    await waitFor(() =>
      expect(decodeURIComponent(jar.jar.get('redirect-page') ?? '')).toBe(
        settings,
      ),
    )
  })

  it('shows the member’s passkeys and connected accounts beside the password (decisions 017, 018)', async () => {
    await accountSite(
      settings,
      member({
        socialProviders: async () => ({
          providers: ['google', 'facebook'],
          connectable: ['google', 'facebook'],
        }),
        identities: async () => ({
          identities: [
            {
              id: 'i1',
              provider: 'google',
              email: 'ana.horvat@example.com',
              connectedAt: '2027-02-20T12:00:00.000Z',
            },
          ],
          hasPassword: true,
        }),
        memberPasskeys: async () => ({ passkeys: [] }),
      }),
      { signedIn: true },
    )
    const connected = await screen.findByRole('region', {
      name: 'Connected accounts',
    })
    expect(
      await within(connected).findByRole('link', {
        name: 'Connect Facebook',
      }),
    ).toHaveAttribute('href', '/api/auth/connect/facebook/?lang=en')
    expect(screen.getByRole('region', { name: 'Passkeys' })).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('lists the sessions with their browser, when they began and were last used, and this device', async () => {
    await accountSite(settings, member(), { signedIn: true })
    const table = await screen.findByRole('table', {
      name: 'Where you are signed in',
    })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((row) => within(row).getByRole('rowheader').textContent),
    ).toEqual([
      'Firefox on LinuxThis device',
      'Safari on iOS',
      'Unknown device',
    ])
    expect(rows[1]).toHaveTextContent(/Feb 20, 2027/)
    expect(within(rows[0]!).queryByRole('button')).toBeNull()
    expect(
      within(rows[1]!).getByRole('button', {
        name: /^End the session of Safari on iOS, last used Mar 1, 2027/,
      }),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('ends one session, then all the others', async () => {
    const endMemberSession = vi.fn(() => Promise.resolve({ ended: 1 }))
    const endOtherSessions = vi.fn(() => Promise.resolve({ ended: 1 }))
    await accountSite(
      settings,
      member({ endMemberSession, endOtherSessions }),
      {
        signedIn: true,
      },
    )
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: /^End the session of Safari/ }),
    )
    expect(endMemberSession).toHaveBeenCalledWith({ sessionId: 'phone' })
    expect(
      await screen.findByText('The session has ended.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Safari on iOS')).toBeNull()
    await user.click(
      screen.getByRole('button', { name: 'End all other sessions' }),
    )
    expect(endOtherSessions).toHaveBeenCalledOnce()
    expect(
      await screen.findByText('1 other session has ended.'),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(2)
    expect(
      screen.queryByRole('button', { name: 'End all other sessions' }),
    ).toBeNull()
  })

  it('ASVS 7.5.2: five minutes after signing in, asks for the password before ending sessions', async () => {
    const refusal = (code: string) =>
      Promise.reject(
        new ApiError({
          kind: 'missing_params',
          status: 400,
          message: code,
          fields: { password: code },
        }),
      )
    const endOtherSessions = vi
      .fn<FakeEndpoints['endOtherSessions'] & {}>()
      .mockImplementationOnce(() => refusal('reauthentication_required'))
      .mockImplementationOnce(() => refusal('password_wrong'))
      .mockImplementationOnce(() => Promise.resolve({ ended: 2 }))
    await accountSite(settings, member({ endOtherSessions }), {
      signedIn: true,
    })
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'End all other sessions' }),
    )
    const password = await screen.findByLabelText('Your password')
    await waitFor(() => expect(password).toHaveFocus())
    await user.type(password, 'not it')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(
      await screen.findByText('The password is not right.'),
    ).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Your password'))
    await user.type(screen.getByLabelText('Your password'), 'the right one')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(
      await screen.findByText('2 other sessions have ended.'),
    ).toBeInTheDocument()
    expect(endOtherSessions.mock.calls.map((call) => call[0])).toEqual([
      {},
      { password: 'not it' },
      { password: 'the right one' },
    ])
    expect(screen.queryByLabelText('Your password')).toBeNull()
  })

  it('asks for an e-mail change with the current password; the new mailbox gets the link', async () => {
    const requestEmailChange = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'missing_params',
          status: 400,
          message: 'The password is not right.',
          fields: { password: 'password_wrong' },
        }),
      )
      .mockResolvedValueOnce({ next: 'check_email' })
    await accountSite(
      '/sl/moj-profil/profile-settings',
      member({ requestEmailChange }),
      {
        signedIn: true,
      },
    )
    const user = userEvent.setup()
    await user.type(
      await screen.findByLabelText('Novi e-poštni naslov'),
      'ana@example.net',
    )
    const password = screen.getAllByLabelText('Trenutno geslo')[0]!
    expect(password).toHaveAttribute('autocomplete', 'current-password')
    await user.type(password, 'not it')
    await user.click(
      screen.getByRole('button', { name: 'Pošlji povezavo za potrditev' }),
    )
    expect(requestEmailChange).toHaveBeenCalledWith({
      newEmail: 'ana@example.net',
      password: 'not it',
      lang: 'sl',
    })
    const summary = await screen.findByRole('alert')
    expect(summary).toHaveTextContent('Trenutno geslo: Geslo ni pravilno.')
    await waitFor(() => expect(summary).toHaveFocus())
    await user.type(password, ' really')
    await user.click(
      screen.getByRole('button', { name: 'Pošlji povezavo za potrditev' }),
    )
    expect(
      await screen.findByText(
        /Prosimo, preverite predal naslova ana@example.net/,
      ),
    ).toHaveAttribute('role', 'status')
  })

  it('changes the password with the current one', async () => {
    const changePassword = vi.fn(() =>
      Promise.resolve({ passwordChanged: true as const }),
    )
    await accountSite(settings, member({ changePassword }), { signedIn: true })
    const user = userEvent.setup()
    const current = (await screen.findAllByLabelText('Current password'))[1]!
    await user.type(current, 'sea salt and pine')
    await user.type(screen.getByLabelText('New password'), 'pine and sea salt')
    await user.click(
      screen.getByRole('button', { name: 'Change the password' }),
    )
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: 'sea salt and pine',
      newPassword: 'pine and sea salt',
    })
    expect(
      await screen.findByText(
        'Your password is changed. Your other sessions have been signed out.',
      ),
    ).toBeInTheDocument()
    expect(current).toHaveValue('')
  })
})
