import { ApiError } from '@resort/core/api'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../platform/i18n/locales/en/signInMethods.json'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { renderSite } from '../../testing/renderSite'
import { PasskeyManager } from './PasskeyManager'
import {
  passkey,
  registration,
  registrationOptions,
  resetWebAuthn,
  webAuthn,
} from './passkeyTesting'

vi.mock(
  '@simplewebauthn/browser',
  async () => (await import('./passkeyTesting')).webAuthn,
)

beforeEach(resetWebAuthn)
afterEach(() => {
  document.cookie = 'redirect-page=; max-age=0; path=/'
})

const phone = passkey('cGhvbmU', 'Phone', {
  lastUsedAt: '2026-05-03T10:00:00.000Z',
})
const laptop = passkey('bmV3', 'Work laptop', {
  deviceType: 'singleDevice',
  backedUp: false,
})

const profile = onPage(
  '/:lang/:profileSlug/profile-settings',
  <PasskeyManager returnTo="/en/my-profile/profile-settings#passkeys" />,
)
const server = (overrides = {}) => ({
  memberPasskeys: async () => ({ passkeys: [phone] }),
  passkeyRegistrationOptions: async () => registrationOptions,
  verifyPasskeyRegistration: async () => laptop,
  ...overrides,
})
const refusal = (
  kind: ApiError['kind'],
  status: number,
  fields?: Record<string, string>,
) =>
  new ApiError({ kind, status, message: kind, ...(fields ? { fields } : {}) })

async function addPasskey(name?: string) {
  if (name) await userEvent.type(screen.getByLabelText(en.passkey.name), name)
  await userEvent.click(screen.getByRole('button', { name: en.passkey.add }))
}

describe('passkey manager (profile settings; decision 018)', () => {
  it('lists the member’s passkeys with what they are', async () => {
    renderSite('/en/my-profile/profile-settings', server(), profile)
    const item = (await screen.findByText('Phone')).closest('li')!
    expect(item).toHaveTextContent(
      'Added on May 1, 2026 · Last used on May 3, 2026 · Synced across your devices',
    )
    expect(
      within(item).getByRole('button', { name: 'Rename passkey Phone' }),
    ).toBeInTheDocument()
    expect(
      within(item).getByRole('button', { name: 'Remove passkey Phone' }),
    ).toBeInTheDocument()
    await screen.findByRole('button', { name: en.passkey.add })
    await expectNoAxeViolations()
  })

  it('adds a passkey of this device under the name given', async () => {
    const verifyPasskeyRegistration = vi.fn(async () => laptop)
    renderSite(
      '/en/my-profile/profile-settings',
      server({ verifyPasskeyRegistration }),
      profile,
    )
    await screen.findByText('Phone')
    await addPasskey('Work laptop')
    expect(webAuthn.startRegistration).toHaveBeenCalledWith({
      optionsJSON: registrationOptions,
    })
    expect(verifyPasskeyRegistration).toHaveBeenCalledWith({
      response: registration,
      name: 'Work laptop',
    })
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The passkey “Work laptop” has been added.',
    )
    expect(screen.getByText('Work laptop').closest('li')).toHaveTextContent(
      'Not used yet · Kept on one device',
    )
    expect(screen.getByLabelText(en.passkey.name)).toHaveValue('')
  })

  it('leads to signing in again when the sign-in is too old to add one, and back here', async () => {
    renderSite(
      '/en/my-profile/profile-settings',
      server({
        passkeyRegistrationOptions: async () => {
          throw refusal('unauthorized', 401, { session: 'sign_in_again' })
        },
      }),
      profile,
    )
    await screen.findByText('Phone')
    await addPasskey()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.passkey.notices.sign_in_again)
    await expectNoAxeViolations()
    await userEvent.click(within(alert).getByRole('link', { name: 'Sign in' }))
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/en/sign-in?again&return=%2Fen%2Fmy-profile%2Fprofile-settings%23passkeys',
    )
  })

  it('says how many passkeys an account may keep when it has them all', async () => {
    renderSite(
      '/de/mein-profil/profile-settings',
      server({
        verifyPasskeyRegistration: async () => {
          throw refusal('conflict', 409, { passkey: 'too_many_passkeys' })
        },
      }),
      profile,
    )
    await screen.findByText('Phone')
    await userEvent.click(
      screen.getByRole('button', { name: 'Passkey hinzufügen' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sie haben bereits 20 Passkeys',
    )
  })

  it('offers to try again when the new passkey did not verify', async () => {
    const verifyPasskeyRegistration = vi
      .fn()
      .mockRejectedValueOnce(
        refusal('missing_params', 400, { response: 'passkey_not_verified' }),
      )
      .mockResolvedValueOnce(laptop)
    renderSite(
      '/en/my-profile/profile-settings',
      server({ verifyPasskeyRegistration }),
      profile,
    )
    await screen.findByText('Phone')
    await addPasskey('Work laptop')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.passkey.notices.passkey_not_verified)
    await userEvent.click(
      within(alert).getByRole('button', { name: 'Try again' }),
    )
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The passkey “Work laptop” has been added.',
    )
    expect(verifyPasskeyRegistration).toHaveBeenLastCalledWith({
      response: registration,
      name: 'Work laptop',
    })
  })

  it('refuses a name that is too long at its field', async () => {
    renderSite('/en/my-profile/profile-settings', server(), profile)
    await screen.findByText('Phone')
    await addPasskey('x'.repeat(65))
    const field = screen.getByLabelText(en.passkey.name)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('The name can have at most 64 characters.'),
    )
    expect(field).toHaveFocus()
    expect(webAuthn.startRegistration).not.toHaveBeenCalled()
  })

  it('renames a passkey, by keyboard, the focus going back to its Rename button', async () => {
    const renamePasskey = vi.fn(async () => ({ ...phone, name: 'Old phone' }))
    renderSite(
      '/en/my-profile/profile-settings',
      server({ renamePasskey }),
      profile,
    )
    const rename = await screen.findByRole('button', {
      name: 'Rename passkey Phone',
    })
    rename.focus()
    await userEvent.keyboard('{Enter}')
    const field = screen.getByLabelText('New name for Phone')
    expect(field).toHaveFocus()
    await userEvent.clear(field)
    await userEvent.keyboard('Old phone{Enter}')
    expect(renamePasskey).toHaveBeenCalledWith({
      id: phone.id,
      name: 'Old phone',
    })
    const renamed = await screen.findByRole('button', {
      name: 'Rename passkey Old phone',
    })
    await waitFor(() => expect(renamed).toHaveFocus())
    expect(screen.getByRole('status')).toHaveTextContent(
      en.passkey.notices.renamed,
    )
  })

  it('removes a passkey; the focus goes to the section', async () => {
    const removePasskey = vi.fn(async () => ({ removed: true as const }))
    renderSite(
      '/en/my-profile/profile-settings',
      server({ removePasskey }),
      profile,
    )
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove passkey Phone' }),
    )
    expect(removePasskey).toHaveBeenCalledWith({ id: phone.id })
    expect(await screen.findByText(en.passkey.none)).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      en.passkey.notices.removed,
    )
    expect(screen.getByRole('heading', { name: 'Passkeys' })).toHaveFocus()
  })

  it('lists, renames and removes, but offers no adding, where the browser has no passkeys', async () => {
    webAuthn.browserSupportsWebAuthn.mockReturnValue(false)
    renderSite('/en/my-profile/profile-settings', server(), profile)
    expect(await screen.findByText(en.passkey.unsupported)).toBeInTheDocument()
    expect(screen.getByText('Phone')).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: en.passkey.add }),
    ).not.toBeInTheDocument()
  })
})
