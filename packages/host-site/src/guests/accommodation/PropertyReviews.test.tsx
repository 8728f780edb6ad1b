import { findTranslationProblems } from '@resort/core'
import type { PropertyReviews as Answer } from '@resort/core/api'
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import de from '../../platform/i18n/locales/de/reviews.json'
import en from '../../platform/i18n/locales/en/reviews.json'
import hr from '../../platform/i18n/locales/hr/reviews.json'
import it_ from '../../platform/i18n/locales/it/reviews.json'
import sl from '../../platform/i18n/locales/sl/reviews.json'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { renderSite } from '../../testing/renderSite'
import { PropertyReviews } from './PropertyReviews'

const answer: Answer = {
  propertyId: 'cissa-rovinj',
  name: 'Hotel Cissa',
  city: 'Rovinj',
  average: 4.5,
  count: 2,
  reviews: [
    {
      id: 'r1',
      rating: 5,
      title: 'Wunderbare Tage am Meer',
      text: 'Ein ruhiges Zimmer und ein herzliches Team.',
      language: 'de',
      guestName: 'Anna K.',
      stayedIn: '2027-06',
    },
    {
      id: 'r2',
      rating: 4,
      title: 'Lovely breakfast terrace',
      text: 'We would come back.',
      language: 'en',
      guestName: 'Tom B.',
      stayedIn: '2027-05',
    },
  ],
}

async function reviewsOn(url: string, propertyReviews: () => Promise<Answer>) {
  await act(async () => {
    renderSite(
      url,
      { propertyReviews: vi.fn(propertyReviews) },
      onPage('/:lang/p', <PropertyReviews propertyId="cissa-rovinj" />),
    )
  })
}

describe('a property’s verified reviews (issue 16)', () => {
  it('shows the average and count of the published reviews, each with its guest and month, another language marked', async () => {
    await reviewsOn('/en/p', () => Promise.resolve(answer))
    const section = await screen.findByRole('region', { name: 'Guest reviews' })
    expect(section).toHaveTextContent('4.5 of 5 from 2 verified reviews')
    const german = within(section).getByRole('article', {
      name: 'Wunderbare Tage am Meer',
    })
    expect(within(german).getByRole('heading')).toHaveAttribute('lang', 'de')
    expect(german).toHaveTextContent('Rated 5 of 5')
    expect(german).toHaveTextContent(
      'Anna K., stayed in June 2027 · written in German',
    )
    const english = within(section).getByRole('article', {
      name: 'Lovely breakfast terrace',
    })
    expect(within(english).getByRole('heading')).not.toHaveAttribute('lang')
    expect(english).not.toHaveTextContent('written in')
    await expectNoAxeViolations()
  })

  it('says how guests review when there is none yet, in the page’s language', async () => {
    await reviewsOn('/hr/p', () =>
      Promise.resolve({
        propertyId: 'cissa-rovinj',
        name: 'Hotel Cissa',
        city: 'Rovinj',
        average: null,
        count: 0,
        reviews: [],
      }),
    )
    expect(await screen.findByText(/^Još nema recenzija\./)).toBeVisible()
  })

  it('has every text in five languages, with all plural forms', () => {
    const resources = Object.fromEntries(
      Object.entries({ en, de, it: it_, hr, sl }).map(([language, reviews]) => [
        language,
        { reviews },
      ]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })
})
