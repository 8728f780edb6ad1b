import { ApiError } from '@resort/core/api'
import type { ConnectedIdentity } from '@resort/core/signInMethods'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../platform/i18n/locales/en/signInMethods.json'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { renderSite } from '../../testing/renderSite'
import { ConnectedAccounts } from './ConnectedAccounts'

const google: ConnectedIdentity = {
  id: 'identity-google',
  provider: 'google',
  email: 'ana.horvat@example.com',
  connectedAt: '2026-05-01T10:00:00.000Z',
}
const microsoft: ConnectedIdentity = {
  id: 'identity-microsoft',
  provider: 'microsoft',
  email: null,
  connectedAt: '2026-05-02T10:00:00.000Z',
}

const refusal = (
  kind: ApiError['kind'],
  status: number,
  fields?: Record<string, string>,
) =>
  new ApiError({ kind, status, message: kind, ...(fields ? { fields } : {}) })

const profile = onPage(
  '/:lang/:profileSlug/profile-settings',
  <ConnectedAccounts />,
)
const serverWith = (overrides = {}) => ({
  socialProviders: async () => ({
    providers: ['google' as const, 'microsoft' as const, 'facebook' as const],
    connectable: ['google' as const, 'facebook' as const],
  }),
  identities: async () => ({
    identities: [google, microsoft],
    hasPassword: true,
  }),
  ...overrides,
})

// The connect links leave for the server; the test stays on the page.
const stayOnPage = (event: Event) => event.preventDefault()
beforeEach(() => document.addEventListener('click', stayOnPage))
afterEach(() => {
  document.removeEventListener('click', stayOnPage)
  document.cookie = 'redirect-page=; max-age=0; path=/'
})

describe('connected accounts (profile settings; SPEC 7: connect google, facebook)', () => {
  it('lists the connected accounts, and links to connect each provider not connected yet', async () => {
    renderSite('/en/my-profile/profile-settings', serverWith(), profile)
    await screen.findByRole('button', { name: 'Remove Microsoft' })
    const items = screen.getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Google')
    expect(items[0]).toHaveTextContent('ana.horvat@example.com')
    expect(items[0]).toHaveTextContent('Connected on May 1, 2026')
    expect(items[1]).toHaveTextContent('Microsoft')
    expect(items[1]).toHaveTextContent(en.connected.no_email)
    expect(
      screen.getByRole('button', {
        name: 'Remove Google (ana.horvat@example.com)',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Remove Microsoft' }),
    ).toBeInTheDocument()
    // Google is connected already; Microsoft cannot be connected from the profile.
    expect(
      screen.getByRole('link', { name: 'Connect Facebook' }),
    ).toHaveAttribute('href', '/api/auth/connect/facebook/?lang=en')
    expect(
      screen.queryByRole('link', { name: /Connect Google|Connect Microsoft/ }),
    ).not.toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('comes back to the profile after connecting', async () => {
    renderSite('/de/mein-profil/profile-settings', serverWith(), profile)
    await userEvent.click(
      await screen.findByRole('link', { name: 'Facebook verbinden' }),
    )
    expect(document.cookie).toContain(
      'redirect-page=%2Fde%2Fmein-profil%2Fprofile-settings',
    )
  })

  it('removes an account and says so; the focus goes back to the section', async () => {
    const removeIdentity = vi.fn(async () => ({
      identities: [microsoft],
      hasPassword: true,
    }))
    renderSite(
      '/en/my-profile/profile-settings',
      serverWith({ removeIdentity }),
      profile,
    )
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Remove Google (ana.horvat@example.com)',
      }),
    )
    expect(removeIdentity).toHaveBeenCalledWith({ id: google.id })
    expect(await screen.findByRole('status')).toHaveTextContent(
      en.connected.removed,
    )
    expect(screen.getByRole('main')).not.toHaveTextContent(
      'ana.horvat@example.com',
    )
    expect(
      screen.getByRole('heading', { name: 'Connected accounts' }),
    ).toHaveFocus()
    expect(
      screen.getByRole('link', { name: 'Connect Google' }),
    ).toBeInTheDocument()
  })

  it('explains that the last way to sign in stays, and how to add another', async () => {
    renderSite(
      '/en/my-profile/profile-settings',
      serverWith({
        identities: async () => ({ identities: [google], hasPassword: false }),
        removeIdentity: async () => {
          throw refusal('conflict', 409, { id: 'last_way_to_sign_in' })
        },
      }),
      profile,
    )
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Remove Google (ana.horvat@example.com)',
      }),
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.connected.last_way_to_sign_in)
    expect(
      within(alert).getByRole('link', { name: 'Set a password' }),
    ).toHaveAttribute('href', '/en/reset-password')
    expect(screen.getByRole('main')).toHaveTextContent('ana.horvat@example.com')
    await expectNoAxeViolations()
  })

  it('leads a member whose session ended to sign in again', async () => {
    renderSite(
      '/sl/moj-profil/profile-settings',
      serverWith({
        identities: async () => {
          throw refusal('unauthorized', 401)
        },
      }),
      profile,
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Vaša seja se je končala.')
    expect(
      within(alert).getByRole('link', { name: 'Prijava' }),
    ).toHaveAttribute('href', '/sl/prijava')
  })
})
