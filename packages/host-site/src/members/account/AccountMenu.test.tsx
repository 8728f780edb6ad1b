import { member, signedInAnswer } from '@resort/core/account/testing'
import { ApiError } from '@resort/core/api'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'

afterEach(() => sessionStorage.clear())

const signedIn = {
  checkToken: () => Promise.resolve(signedInAnswer(Date.now())),
}

describe('the header’s account menu', () => {
  it('offers a visitor to sign in, remembering the page to come back to', async () => {
    const { jar } = await accountSite('/en/search?destination=rovinj', {})
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }))
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/en/sign-in'),
    )
    await waitFor(() =>
      expect(decodeURIComponent(jar.jar.get('redirect-page') ?? '')).toBe(
        '/en/search?destination=rovinj',
      ),
    )
  })

  it('greets a member by first name at once, from the session cookie, before the server confirms', async () => {
    let confirm: () => void = () => undefined
    await accountSite(
      '/en/search',
      {
        checkToken: () =>
          new Promise((resolve) => {
            confirm = () => resolve(signedInAnswer(Date.now()))
          }),
      },
      { signedIn: true },
    )
    expect(
      screen.getByRole('button', { name: 'Ana: your account' }),
    ).toHaveTextContent('Ana')
    confirm()
  })

  it('opens a menu with the profile settings and signing out, closed again by Escape', async () => {
    await accountSite('/de/suche', signedIn, { signedIn: true })
    const user = userEvent.setup()
    const toggle = screen.getByRole('button', { name: 'Ana: Ihr Konto' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(
      screen.getByRole('link', { name: 'Profileinstellungen' }),
    ).toHaveAttribute('href', '/de/mein-profil/profile-settings')
    await expectNoAxeViolations()
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
    expect(
      screen.queryByRole('link', { name: 'Profileinstellungen' }),
    ).toBeNull()
  })

  it('signs out: the tokens are deleted and the visitor is home, signed out', async () => {
    const deleteTokens = vi.fn(() =>
      Promise.resolve({ signedOut: true as const }),
    )
    await accountSite(
      '/en/my-profile/profile-settings',
      {
        ...signedIn,
        deleteTokens,
        memberSessions: () => Promise.resolve({ sessions: [] }),
      },
      { signedIn: true },
    )
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Ana: your account' }),
    )
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(deleteTokens).toHaveBeenCalledOnce()
    expect(await screen.findByText('Home page')).toBeInTheDocument()
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/en$/)
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('says so when signing out failed, and stays signed in', async () => {
    await accountSite(
      '/en/search',
      {
        ...signedIn,
        deleteTokens: () =>
          Promise.reject(
            new ApiError({ kind: 'generic', status: 0, message: 'offline' }),
          ),
      },
      { signedIn: true },
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Ana: your account' }))
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not sign you out. Please try again.',
    )
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Ana: your account' }),
      ).toHaveFocus(),
    )
  })

  it('SPEC 6: shows an admin the way into the staff area, and a member who is not one nothing of it', async () => {
    await accountSite(
      '/hr/pretraga',
      {
        checkToken: () =>
          Promise.resolve(
            signedInAnswer(Date.now(), member({ isAdmin: true })),
          ),
      },
      { signedIn: true },
    )
    const user = userEvent.setup()
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Ana: Vaš račun' }),
      ).toBeInTheDocument(),
    )
    await user.click(screen.getByRole('button', { name: 'Ana: Vaš račun' }))
    expect(
      await screen.findByRole('link', { name: 'Područje za osoblje' }),
    ).toHaveAttribute('href', '/hr/admin')
  })

  it('SPEC 6: offers no staff area to a member who is not an admin', async () => {
    await accountSite('/en/search', signedIn, { signedIn: true })
    await userEvent.click(
      screen.getByRole('button', { name: 'Ana: your account' }),
    )
    expect(screen.getByRole('link', { name: 'Profile settings' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Staff area' })).toBeNull()
  })
})
