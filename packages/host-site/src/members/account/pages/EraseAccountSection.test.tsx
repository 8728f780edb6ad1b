import { signedInAnswer } from '@resort/core/account/testing'
import { ApiError } from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../../testing/accountSite'
import { expectNoAxeViolations } from '../../../testing/axe'

afterEach(() => sessionStorage.clear())

const settings = '/en/my-profile/profile-settings'

function member(handlers: FakeEndpoints = {}): FakeEndpoints {
  return {
    checkToken: () => Promise.resolve(signedInAnswer(Date.now())),
    memberSessions: () => Promise.resolve({ sessions: [] }),
    ...handlers,
  }
}

const erased = () => Promise.resolve({ erased: true as const })
const refusal = (
  kind: 'unauthorized' | 'missing_params',
  fields: Record<string, string>,
) =>
  Promise.reject(
    new ApiError({
      kind,
      status: kind === 'unauthorized' ? 401 : 400,
      message: 'refused',
      fields,
    }),
  )

describe('profile settings: erase my account (GDPR, decision 022)', () => {
  it('says what is erased and what is kept for the accounting; axe finds nothing', async () => {
    await accountSite(settings, member(), { signedIn: true })
    // The first test waits for the account pages' chunk too.
    const section = await screen.findByRole(
      'region',
      { name: 'Erase my account' },
      { timeout: 5000 },
    )
    expect(section).toHaveTextContent(/all your points, which are forfeited/)
    expect(section).toHaveTextContent(
      /amounts, dates, property and rooms, which the law requires us to keep/,
    )
    expect(
      within(section).getByRole('checkbox', {
        name: /I understand that my account/,
      }),
    ).not.toBeChecked()
    await expectNoAxeViolations()
  })

  it('by keyboard alone: refuses without the ticked box, then erases, signs out and lands on account-erased', async () => {
    const eraseAccount = vi.fn(erased)
    await accountSite(settings, member({ eraseAccount }), { signedIn: true })
    const user = userEvent.setup()
    const button = await screen.findByRole('button', {
      name: 'Erase my account',
    })
    button.focus()
    await user.keyboard('{Enter}')
    expect(
      await screen.findByText(
        'Please tick the box to confirm that you want your account erased.',
      ),
    ).toHaveAttribute('role', 'alert')
    const box = screen.getByRole('checkbox', { name: /I understand/ })
    expect(box).toHaveFocus()
    expect(box).toHaveAccessibleDescription(/Please tick the box/)
    expect(eraseAccount).not.toHaveBeenCalled()
    await user.keyboard(' ')
    expect(box).toBeChecked()
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(eraseAccount).toHaveBeenCalledWith({ confirmed: true })
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/en/account-erased',
      ),
    )
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Your account has been erased',
    })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(
      screen.getByRole('link', { name: 'Go to the home page' }),
    ).toHaveAttribute('href', '/en')
    await expectNoAxeViolations()
  })

  it('ASVS 7.5.1: after an older sign-in asks for the password (or a new sign-in); a wrong one is said at the field', async () => {
    const eraseAccount = vi
      .fn<FakeEndpoints['eraseAccount'] & {}>()
      .mockImplementationOnce(() =>
        refusal('unauthorized', { session: 'sign_in_again' }),
      )
      .mockImplementationOnce(() =>
        refusal('missing_params', { password: 'password_wrong' }),
      )
      .mockImplementationOnce(erased)
    const { flow } = await accountSite(settings, member({ eraseAccount }), {
      signedIn: true,
    })
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('checkbox', { name: /I understand/ }),
    )
    await user.click(screen.getByRole('button', { name: 'Erase my account' }))
    const password = await screen.findByLabelText('Your password')
    await waitFor(() => expect(password).toHaveFocus())
    expect(
      screen.getByText(
        'For your safety, please type your password again to erase your account.',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Sign out and sign in again' }),
    ).toBeInTheDocument()
    expect(flow.getState().status).toBe('signed_in')
    await expectNoAxeViolations()
    await user.type(password, 'not it')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(
      await screen.findByText('The password is not right.'),
    ).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Your password'))
    await user.type(screen.getByLabelText('Your password'), 'the right one')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/en/account-erased',
      ),
    )
    expect(eraseAccount.mock.calls.map((call) => call[0])).toEqual([
      { confirmed: true },
      { confirmed: true, password: 'not it' },
      { confirmed: true, password: 'the right one' },
    ])
    expect(flow.getState().status).toBe('signed_out')
  })

  it('without a password: signs out, to sign in again and come back here (redirect-page)', async () => {
    const deleteTokens = vi.fn(() =>
      Promise.resolve({ signedOut: true as const }),
    )
    const { jar } = await accountSite(
      settings,
      member({
        deleteTokens,
        eraseAccount: () =>
          refusal('unauthorized', { session: 'sign_in_again' }),
      }),
      { signedIn: true },
    )
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('checkbox', { name: /I understand/ }),
    )
    await user.click(screen.getByRole('button', { name: 'Erase my account' }))
    await user.click(
      await screen.findByRole('button', { name: 'Sign out and sign in again' }),
    )
    expect(deleteTokens).toHaveBeenCalledOnce()
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        `/en/sign-in?return=${encodeURIComponent(settings)}`,
      ),
    )
    // The sign-in page remembers the way back once it has opened.
    await waitFor(() =>
      expect(decodeURIComponent(jar.jar.get('redirect-page') ?? '')).toBe(
        settings,
      ),
    )
  })

  it('shows the erased page in the visitor’s language', async () => {
    await accountSite('/de/account-erased', {})
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ihr Konto wurde gelöscht',
      }),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })
})
