import { signedInAnswer } from '@resort/core/account/testing'
import { ApiError, type MemberProfile } from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'

afterEach(() => sessionStorage.clear())

const stored: MemberProfile = {
  personalData: {
    title: 'Mrs',
    firstName: 'Ana',
    lastName: 'Horvat',
    language: 'en',
  },
  contactData: {
    email: 'ana.horvat@example.com',
    country: 'HR',
    city: 'Zagreb',
    zipCode: '10000',
    address: 'Ilica 1',
    phonenumber: '+385911234567',
  },
}

function member(handlers: FakeEndpoints = {}): FakeEndpoints {
  return {
    checkToken: () => Promise.resolve(signedInAnswer(Date.now())),
    memberSessions: () => Promise.resolve({ sessions: [] }),
    memberProfile: () => Promise.resolve(stored),
    ...handlers,
  }
}

const settings = (lang = 'en') => `/${lang}/my-profile/profile-settings`

async function personalData() {
  return within(
    // The first render loads the account pages' texts: some time on a busy machine.
    await screen.findByRole(
      'region',
      { name: 'Personal and contact data' },
      { timeout: 15_000 },
    ),
  )
}

/** The text of a select's chosen option. */
const shownOption = (select: HTMLElement) =>
  (select as HTMLSelectElement).selectedOptions[0]?.textContent

// Long forms typed key by key, and axe over a page with some 250 countries: slow on a busy machine.
describe(
  'profile settings: personal and contact data',
  { timeout: 30_000 },
  () => {
    it('comes first, prefilled from the profile, the address read-only; axe finds nothing', async () => {
      await accountSite(settings(), member(), { signedIn: true })
      const section = await personalData()
      expect(await section.findByLabelText('First name')).toHaveValue('Ana')
      expect(section.getByLabelText('Title (optional)')).toHaveValue('Mrs')
      expect(section.getByRole('option', { name: 'Prof.' })).toBeInTheDocument()
      expect(section.getByLabelText('Last name')).toHaveValue('Horvat')
      expect(section.getByLabelText('Preferred language')).toHaveValue('en')
      expect(section.getByLabelText('Phone number (optional)')).toHaveValue(
        '+385911234567',
      )
      expect(shownOption(section.getByLabelText('Country (optional)'))).toBe(
        'Croatia',
      )
      expect(section.getByLabelText('City (optional)')).toHaveValue('Zagreb')
      expect(section.getByLabelText('Postal code (optional)')).toHaveValue(
        '10000',
      )
      expect(section.getByLabelText('Address (optional)')).toHaveValue(
        'Ilica 1',
      )
      const email = section.getByLabelText('E-mail address')
      expect(email).toHaveValue('ana.horvat@example.com')
      expect(email).toHaveAttribute('readonly')
      expect(
        section.getByRole('group', { name: 'Personal data' }),
      ).toBeInTheDocument()
      expect(
        section.getByRole('group', { name: 'Contact data' }),
      ).toBeInTheDocument()
      // The first section of the page.
      expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
        'Personal and contact data',
      )
      await expectNoAxeViolations()
    })

    it('saves by keyboard alone, shows what the server kept and announces it; the menu’s name follows', async () => {
      const saved: MemberProfile = {
        personalData: {
          ...stored.personalData,
          title: 'Dr',
          firstName: 'Marija',
        },
        contactData: { ...stored.contactData, phonenumber: '+385917654321' },
      }
      const updateMemberProfile = vi.fn(() => Promise.resolve(saved))
      const { flow } = await accountSite(
        settings(),
        member({ updateMemberProfile }),
        { signedIn: true },
      )
      const section = await personalData()
      const user = userEvent.setup()
      const title = await section.findByLabelText('Title (optional)')
      title.focus()
      await user.selectOptions(title, 'Dr')
      await user.tab()
      expect(section.getByLabelText('First name')).toHaveFocus()
      await user.keyboard('{Control>}a{/Control}Marija')
      const phone = section.getByLabelText('Phone number (optional)')
      phone.focus()
      await user.keyboard('{Control>}a{/Control}091 765 4321')
      section.getByLabelText('Address (optional)').focus()
      await user.tab()
      expect(section.getByRole('button', { name: 'Save data' })).toHaveFocus()
      await user.keyboard('{Enter}')

      expect(
        await section.findByText('Your data has been saved.'),
      ).toBeInTheDocument()
      expect(section.getByRole('status')).toHaveTextContent(
        'Your data has been saved.',
      )
      expect(updateMemberProfile).toHaveBeenCalledWith({
        title: 'Dr',
        firstName: 'Marija',
        lastName: 'Horvat',
        language: 'en',
        phonenumber: '091 765 4321',
        country: 'HR',
        city: 'Zagreb',
        zipCode: '10000',
        address: 'Ilica 1',
      })
      expect(section.getByLabelText('Phone number (optional)')).toHaveValue(
        '+385917654321',
      )
      expect(flow.getState().member?.personalData.firstName).toBe('Marija')
      await expectNoAxeViolations()
    })

    it('lists every refused field in the summary, which takes the focus; nothing typed is lost and nothing is sent', async () => {
      const updateMemberProfile = vi.fn(() => Promise.resolve(stored))
      await accountSite(settings(), member({ updateMemberProfile }), {
        signedIn: true,
      })
      const section = await personalData()
      const user = userEvent.setup()
      await user.clear(await section.findByLabelText('First name'))
      await user.clear(section.getByLabelText('Postal code (optional)'))
      await user.type(section.getByLabelText('Postal code (optional)'), '1')
      await user.clear(section.getByLabelText('Phone number (optional)'))
      await user.type(section.getByLabelText('Phone number (optional)'), '12ab')
      await user.click(section.getByRole('button', { name: 'Save data' }))

      const summary = await screen.findByRole('alert')
      await waitFor(() => expect(summary).toHaveFocus())
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'First name: Please fill this in.',
        'Phone number (optional): Please enter a phone number such as +385 91 123 4567.',
        'Postal code (optional): Please enter a postal code of at least 3 letters or digits.',
      ])
      expect(section.getByLabelText('First name')).toHaveAccessibleDescription(
        'Please fill this in.',
      )
      expect(section.getByLabelText('First name')).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      expect(section.getByLabelText('Phone number (optional)')).toHaveValue(
        '12ab',
      )
      expect(section.getByLabelText('City (optional)')).toHaveValue('Zagreb')
      expect(updateMemberProfile).not.toHaveBeenCalled()

      await user.click(
        within(summary).getByRole('link', { name: /^First name/ }),
      )
      expect(section.getByLabelText('First name')).toHaveFocus()
      await expectNoAxeViolations()
    })

    it('shows the server’s field error (the numbering plan) beside the field, keeping what was typed', async () => {
      const updateMemberProfile = vi.fn(() =>
        Promise.reject(
          new ApiError({
            kind: 'missing_params',
            status: 400,
            message: 'Please check the phone number.',
            fields: { phonenumber: 'phone_invalid' },
          }),
        ),
      )
      await accountSite(settings(), member({ updateMemberProfile }), {
        signedIn: true,
      })
      const section = await personalData()
      const user = userEvent.setup()
      const phone = await section.findByLabelText('Phone number (optional)')
      await user.clear(phone)
      await user.type(phone, '+385 1')
      await user.click(section.getByRole('button', { name: 'Save data' }))
      expect(
        await within(await screen.findByRole('alert')).findByRole('link', {
          name: /^Phone number/,
        }),
      ).toBeInTheDocument()
      expect(phone).toHaveValue('+385 1')
      expect(phone).toHaveAccessibleDescription(
        'With the country code, for example +385 91 123 4567. Please enter a phone number such as +385 91 123 4567.',
      )
    })

    it('says nothing was saved when the server cannot be reached, keeping the form', async () => {
      await accountSite(
        settings(),
        member({
          updateMemberProfile: () => Promise.reject(new Error('offline')),
        }),
        { signedIn: true },
      )
      const section = await personalData()
      const user = userEvent.setup()
      await user.type(
        await section.findByLabelText('City (optional)'),
        ' Centar',
      )
      await user.click(section.getByRole('button', { name: 'Save data' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'We could not reach our server, so nothing was saved. Please try again.',
      )
      expect(section.getByLabelText('City (optional)')).toHaveValue(
        'Zagreb Centar',
      )
    })

    it('offers a retry when the data could not be read', async () => {
      const memberProfile = vi
        .fn<FakeEndpoints['memberProfile'] & {}>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValueOnce(stored)
      await accountSite(settings(), member({ memberProfile }), {
        signedIn: true,
      })
      const section = await personalData()
      expect(
        await section.findByText('Your data could not be loaded.'),
      ).toBeInTheDocument()
      await userEvent
        .setup()
        .click(section.getByRole('button', { name: 'Try again' }))
      expect(await section.findByLabelText('First name')).toHaveValue('Ana')
    })

    it('speaks German formally, with German titles and country names', async () => {
      await accountSite(settings('de'), member(), { signedIn: true })
      const section = within(
        await screen.findByRole('region', {
          name: 'Persönliche Daten und Kontaktdaten',
        }),
      )
      expect(await section.findByLabelText('Vorname')).toHaveValue('Ana')
      expect(shownOption(section.getByLabelText('Anrede (optional)'))).toBe(
        'Frau',
      )
      expect(shownOption(section.getByLabelText('Land (optional)'))).toBe(
        'Kroatien',
      )
      expect(
        section.getByRole('button', { name: 'Daten speichern' }),
      ).toBeInTheDocument()
    })
  },
)
