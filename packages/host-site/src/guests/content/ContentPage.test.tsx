import type { ContentEntry, ContentPage as Answer } from '@resort/core/api'
import type { ContentPageId as PageId } from '@resort/core/site'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { Route } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { renderSite as render } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { ContentPage } from './ContentPage'

const entry = (overrides: Partial<ContentEntry>): ContentEntry => ({
  id: 'offers-early-summer',
  property: {
    propertyId: 'cissa-rovinj',
    name: 'Hotel Cissa',
    href: '/en/accommodation/cissa-rovinj',
  },
  group: '',
  title: 'Early summer by the sea',
  summary: 'Seven nights for the price of six in June.',
  body: 'Stay a week in Rovinj.\n\nBreakfast on the terrace is included.',
  facts: ['Minimum stay 7 nights', 'Breakfast included'],
  startsOn: '2027-06-01',
  endsOn: '2027-06-30',
  publishedOn: null,
  ratePlanId: 'cissa-rovinj-nonref-bb',
  minNights: 1,
  capacity: null,
  ...overrides,
})

const answer = (id: PageId, entries: ContentEntry[]): Answer => ({
  page: {
    id,
    title: 'Offers',
    description: 'The group’s offers this season.',
    intro: 'Book a stay with more included.',
    updatedAt: '2026-11-01T10:00:00.000Z',
    pictures: [],
  },
  entries,
})

// As in the site's layout: the page waits for its labels in a Suspense boundary.
const Page = ({ id }: { id: PageId }) => (
  <Suspense>
    <ContentPage pageId={id} />
  </Suspense>
)

// Awaited, so that the page suspended on its labels renders when they are there.
async function renderSite(...args: Parameters<typeof render>) {
  await act(async () => {
    render(...args)
  })
}

describe('content pages (issue 16)', () => {
  it('shows an offer with its property, validity, conditions and a way to book it', async () => {
    const contentPage = vi.fn(() =>
      Promise.resolve(answer('offers', [entry({})])),
    )
    await renderSite(
      '/en/offers',
      fakeSiteApi({ contentPage }),
      <Route path="/:lang/offers" element={<Page id="offers" />} />,
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offers' }),
    ).toBeVisible()
    expect(contentPage).toHaveBeenCalledWith({ lang: 'en', page: 'offers' })
    const offer = screen.getByRole('article', {
      name: 'Early summer by the sea',
    })
    expect(
      within(offer).getByRole('link', { name: 'Hotel Cissa' }),
    ).toHaveAttribute('href', '/en/accommodation/cissa-rovinj')
    expect(offer).toHaveTextContent('Valid from June 1, 2027 to June 30, 2027')
    expect(
      within(offer).getByRole('list', {
        name: 'At a glance: Early summer by the sea',
      }),
    ).toHaveTextContent('Minimum stay 7 nights')
    expect(within(offer).getAllByRole('paragraph').length).toBeGreaterThan(2)
    expect(
      within(offer).getByRole('link', {
        name: /^See prices and book\s*: Early summer by the sea$/,
      }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/en\/accommodation\/cissa-rovinj\?dateFrom=\d{4}-\d{2}-\d{2}&dateTo=.+&rate=cissa-rovinj-nonref-bb$/,
      ),
    )
    await waitFor(() =>
      expect(document.title).toBe('Offers – Adria Alpe Resorts'),
    )
    await expectNoAxeViolations()
  })

  it('issue 33: shows staff’s first published photo of the page at its top, with its alt text and caption', async () => {
    const withPhoto = answer('wellness', [entry({ property: null })])
    withPhoto.page.pictures = [
      {
        src: '/media/photos/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0/1.jpg',
        alt: 'Saunahaus am See im Abendlicht',
        caption: 'Die Sauna am Ufer',
      },
    ]
    await renderSite(
      '/de/wellness',
      fakeSiteApi({ contentPage: () => Promise.resolve(withPhoto) }),
      <Route path="/:lang/wellness" element={<Page id="wellness" />} />,
    )
    const photo = await screen.findByRole('img', {
      name: 'Saunahaus am See im Abendlicht',
    })
    expect(photo.closest('figure')).toHaveTextContent('Die Sauna am Ufer')
    expect(photo).toHaveAttribute('fetchpriority', 'high')
  })

  it('opens the questions of the FAQ in place (a native disclosure, keyboard-usable), under their topics', async () => {
    const contentPage = vi.fn(() =>
      Promise.resolve(
        answer('faq', [
          entry({
            id: 'faq-check-in',
            property: null,
            group: 'Your stay',
            title: 'When can I check in?',
            summary: 'From 14:00 at most of our hotels.',
            body: 'Each property sets its own time.',
            facts: [],
            startsOn: null,
            endsOn: null,
            ratePlanId: null,
            minNights: null,
          }),
        ]),
      ),
    )
    await renderSite(
      '/de/haeufige-fragen',
      fakeSiteApi({ contentPage }),
      <Route path="/:lang/*" element={<Page id="faq" />} />,
    )
    const topic = await screen.findByRole('region', { name: 'Your stay' })
    const question = within(topic).getByText('When can I check in?')
    expect(
      screen.queryByText('Each property sets its own time.'),
    ).not.toBeVisible()
    // jsdom has no keyboard activation of <summary>; the browser's is native (e2e).
    await userEvent.click(question)
    expect(screen.getByText('Each property sets its own time.')).toBeVisible()
    await expectNoAxeViolations()
  })

  it('says so, in the page’s language, when the page cannot be loaded', async () => {
    const contentPage = vi.fn(() => Promise.reject(new Error('offline')))
    await renderSite(
      '/it/benessere',
      fakeSiteApi({ contentPage }),
      <Route path="/:lang/*" element={<Page id="wellness" />} />,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Al momento non riusciamo a caricare questa pagina.',
    )
    await expectNoAxeViolations()
  })
})
