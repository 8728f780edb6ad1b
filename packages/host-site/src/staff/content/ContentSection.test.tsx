import { LANGUAGES } from '@resort/core'
import { ApiError, type AdminContentPage } from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import { CONTENT_PAGE_IDS } from '@resort/core/site'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense, use, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useTranslation } from '../../platform/i18n/translation'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { renderSite } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { adminTextsFor } from '../adminTexts'
import { ContentSection } from './ContentSection'

const inAll = <T,>(make: (language: string) => T) =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, make(language)]),
  ) as Record<(typeof LANGUAGES)[number], T>

const explore = (): AdminContentPage => ({
  page: {
    id: 'explore',
    updatedAt: '2026-11-01T10:00:00.000Z',
    texts: inAll((language) => ({
      title: `Explore (${language})`,
      description: `Guides to the regions around our properties (${language}).`,
      intro: `Where to go (${language}).`,
    })),
  },
  entries: [
    {
      id: 'explore-istria',
      propertyId: null,
      startsOn: null,
      endsOn: null,
      publishedOn: null,
      texts: inAll((language) => ({
        title: `Istria (${language})`,
        summary: 'Hill towns and truffles.',
        body: 'Motovun.\n\nGrožnjan.',
        facts: ['Pula airport: 60 km', 'Best in May and September'],
      })),
    },
  ],
})

// The admin area's layout loads its texts; here the section stands alone.
function WithAdminTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  use(adminTextsFor(i18n))
  return children
}

async function contentSection(api: FakeEndpoints) {
  await act(async () => {
    renderSite(
      '/en/admin/content?page=explore',
      api,
      onPage(
        '/:lang/admin/content',
        <Suspense>
          <WithAdminTexts>
            <ContentSection />
          </WithAdminTexts>
        </Suspense>,
      ),
    )
  })
  return screen.findByRole('form', { name: 'The page: Explore (en)' })
}

describe('the admin area’s content pages (issue 16)', () => {
  it('saves a page’s texts in all five languages, in order, and says so', async () => {
    const saveContentPage = vi.fn(() =>
      Promise.resolve({ page: 'explore' as const, updatedAt: 'now' }),
    )
    const form = await contentSection({
      adminContentPage: vi.fn(() => Promise.resolve(explore())),
      saveContentPage,
    })
    const italian = within(form).getByRole('group', { name: 'Italian' })
    const intro = within(italian).getByLabelText('Lead paragraph')
    await userEvent.clear(intro)
    await userEvent.type(intro, 'Dove andare, regione per regione.')
    await userEvent.click(
      within(form).getByRole('button', {
        name: 'Save: The page: Explore (en)',
      }),
    )
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Saved: The page: Explore (en). The site shows the new texts.',
    )
    expect(saveContentPage).toHaveBeenCalledWith({
      page: 'explore',
      texts: LANGUAGES.map((language) => ({
        language,
        title: `Explore (${language})`,
        description: `Guides to the regions around our properties (${language}).`,
        intro:
          language === 'it'
            ? 'Dove andare, regione per regione.'
            : `Where to go (${language}).`,
      })),
    })
    await expectNoAxeViolations()
  })

  it('refuses an empty field before sending, at the field, and keeps what was typed', async () => {
    const saveContentPage = vi.fn()
    const form = await contentSection({
      adminContentPage: vi.fn(() => Promise.resolve(explore())),
      saveContentPage,
    })
    const croatian = within(form).getByRole('group', { name: 'Croatian' })
    const title = within(croatian).getByLabelText('Title')
    await userEvent.clear(title)
    await userEvent.click(
      within(form).getByRole('button', {
        name: 'Save: The page: Explore (en)',
      }),
    )
    expect(saveContentPage).not.toHaveBeenCalled()
    expect(title).toHaveFocus()
    expect(title).toHaveAccessibleDescription('Please fill this in.')
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Some fields need your attention',
    )
    expect(within(croatian).getByLabelText('Lead paragraph')).toHaveValue(
      'Where to go (hr).',
    )
    await expectNoAxeViolations()
  })

  it('shows the server’s refusal at the field it names, and an entry’s facts one per line', async () => {
    const saveContentEntry = vi.fn(() =>
      Promise.reject(
        new ApiError({
          status: 400,
          kind: 'missing_params',
          message: 'invalid',
          fields: { 'texts.1.summary': 'too_long' },
        }),
      ),
    )
    await contentSection({
      adminContentPage: vi.fn(() => Promise.resolve(explore())),
      saveContentEntry,
    })
    await userEvent.click(
      screen.getByText('Istria (en)', { selector: 'summary' }),
    )
    const form = screen.getByRole('form', { name: 'Istria (en)' })
    const english = within(form).getByRole('group', { name: 'English' })
    expect(within(english).getByLabelText('Facts (one per line)')).toHaveValue(
      'Pula airport: 60 km\nBest in May and September',
    )
    await userEvent.click(
      within(form).getByRole('button', { name: 'Save: Istria (en)' }),
    )
    const german = within(form).getByRole('group', { name: 'German' })
    expect(
      await within(german).findByText(/Please keep this to 600 characters/),
    ).toBeVisible()
    expect(saveContentEntry).toHaveBeenCalledWith(
      expect.objectContaining({
        entryId: 'explore-istria',
        texts: expect.arrayContaining([
          expect.objectContaining({
            language: 'en',
            facts: ['Pula airport: 60 km', 'Best in May and September'],
          }),
        ]),
      }),
    )
  })

  it('issue 16: offers every content page, the location page among them, with an entry per property to edit', async () => {
    const location = (): AdminContentPage => ({
      page: {
        id: 'location',
        updatedAt: '2026-11-01T10:00:00.000Z',
        texts: inAll((language) => ({
          title: `Location and directions (${language})`,
          description: `Where our properties lie and how to reach them (${language}).`,
          intro: `Between the Adriatic and the Alps (${language}).`,
        })),
      },
      entries: ['cissa-rovinj', 'lipov-gaj-bled'].map((propertyId) => ({
        id: `location-${propertyId}`,
        propertyId,
        startsOn: null,
        endsOn: null,
        publishedOn: null,
        texts: inAll((language) => ({
          title: `Getting to ${propertyId} (${language})`,
          summary: 'The address',
          body: 'Where it lies.',
          facts: ['By car: the motorway', 'By air: the airport'],
        })),
      })),
    })
    const adminContentPage = vi.fn(({ page }: { page: string }) =>
      Promise.resolve(page === 'location' ? location() : explore()),
    )
    await contentSection({ adminContentPage })
    const pages = screen.getByRole('combobox', { name: 'Page' })
    expect(within(pages).getAllByRole('option')).toHaveLength(
      CONTENT_PAGE_IDS.length,
    )
    await userEvent.selectOptions(pages, 'Location and directions')
    expect(
      await screen.findByRole('form', {
        name: 'The page: Location and directions (en)',
      }),
    ).toBeVisible()
    expect(adminContentPage).toHaveBeenLastCalledWith({ page: 'location' })
    expect(
      screen.getByRole('link', {
        name: 'View Location and directions (en) on the site',
      }),
    ).toHaveAttribute('href', '/en/location')
    expect(
      screen.getByText('Getting to cissa-rovinj (en)', { selector: 'summary' }),
    ).toBeVisible()
    expect(
      screen.getByText('Getting to lipov-gaj-bled (en)', {
        selector: 'summary',
      }),
    ).toBeVisible()
  })

  it('issue 16: adds an entry with its property and days, refusing days out of order at the field; removes one after asking', async () => {
    const user = userEvent.setup()
    const addContentEntry = vi.fn(() =>
      Promise.resolve({
        entryId: 'explore-new',
        page: 'explore' as const,
        updatedAt: 'now',
      }),
    )
    const removeContentEntry = vi.fn(() =>
      Promise.resolve({ entryId: 'explore-istria', page: 'explore' as const }),
    )
    const adminContentPage = vi.fn(() => Promise.resolve(explore()))
    await contentSection({
      adminContentPage,
      addContentEntry,
      removeContentEntry,
      navigationProperties: fakeSiteApi().navigationProperties,
    })
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field)
      await user.paste(text)
    }
    await user.click(screen.getByText('Add an entry'))
    const form = screen.getByRole('form', {
      name: 'New entry on Explore (en)',
    })
    await user.selectOptions(
      within(form).getByLabelText('Property'),
      'Hotel Cissa',
    )
    await user.type(within(form).getByLabelText('First day'), '2027-06-10')
    await user.type(within(form).getByLabelText('Last day'), '2027-06-01')
    for (const language of [
      'English',
      'German',
      'Italian',
      'Croatian',
      'Slovenian',
    ]) {
      const group = within(form).getByRole('group', { name: language })
      await fill(within(group).getByLabelText('Title'), `Truffle days`)
      await fill(within(group).getByLabelText('Summary'), 'In autumn.')
      await fill(
        within(group).getByLabelText(/^Text/),
        'The truffle fair in Livade.',
      )
    }
    await user.click(
      within(form).getByRole('button', { name: 'Add this entry' }),
    )
    const last = within(form).getByLabelText('Last day')
    expect(last).toHaveFocus()
    expect(last).toHaveAccessibleDescription(
      /The last day cannot be before the first/,
    )
    expect(addContentEntry).not.toHaveBeenCalled()
    await user.clear(last)
    await user.type(last, '2027-06-20')
    await user.click(
      within(form).getByRole('button', { name: 'Add this entry' }),
    )
    expect(
      await screen.findByText(/^Added: Truffle days\./),
    ).toBeInTheDocument()
    expect(addContentEntry).toHaveBeenCalledWith(
      expect.objectContaining({
        page: 'explore',
        propertyId: 'cissa-rovinj',
        startsOn: '2027-06-10',
        endsOn: '2027-06-20',
        texts: expect.arrayContaining([
          expect.objectContaining({ language: 'sl', title: 'Truffle days' }),
        ]),
      }),
    )
    // The list is read again, with the entry the server now has.
    expect(adminContentPage).toHaveBeenCalledTimes(2)

    await user.click(
      await screen.findByText('Istria (en)', { selector: 'summary' }),
    )
    await user.click(screen.getByRole('button', { name: 'Remove Istria (en)' }))
    expect(removeContentEntry).not.toHaveBeenCalled()
    const confirm = screen.getByRole('button', {
      name: 'Yes, remove Istria (en)',
    })
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve))
    })
    expect(confirm).toHaveFocus()
    await user.click(confirm)
    expect(removeContentEntry).toHaveBeenCalledWith({
      entryId: 'explore-istria',
    })
    expect(
      await screen.findByText(/^Removed: Istria \(en\)\./),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })
})
