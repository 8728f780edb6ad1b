import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense, use, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useTranslation } from '../../platform/i18n/translation'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { renderSite } from '../../testing/renderSite'
import { adminTextsFor } from '../adminTexts'
import { ReviewsSection } from './ReviewsSection'

const pending = {
  id: 'r1',
  bookingId: 'AA12345678',
  propertyId: 'cissa-rovinj',
  status: 'pending' as const,
  rating: 5,
  title: 'Wunderbare Tage am Meer',
  text: 'Ein ruhiges Zimmer und ein herzliches Team.',
  language: 'de' as const,
  guestName: 'Anna K.',
  stayedIn: '2027-06',
  createdAt: '2027-06-20T10:00:00.000Z',
}

function WithAdminTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  use(adminTextsFor(i18n))
  return children
}

describe('the admin area’s reviews (issue 16: staff moderate)', () => {
  it('publishes a waiting review, says so, and shows the list again without it', async () => {
    let items = [pending]
    const adminReviews = vi.fn(() => Promise.resolve({ items }))
    const moderateReview = vi.fn(() => {
      items = []
      return Promise.resolve({ reviewId: 'r1', status: 'published' as const })
    })
    await act(async () => {
      renderSite(
        '/en/admin/reviews',
        { adminReviews, moderateReview },
        onPage(
          '/:lang/admin/reviews',
          <Suspense>
            <WithAdminTexts>
              <ReviewsSection />
            </WithAdminTexts>
          </Suspense>,
        ),
      )
    })
    const review = await screen.findByRole('article', {
      name: 'Wunderbare Tage am Meer',
    })
    expect(review).toHaveTextContent(
      'Rated 5 of 5 · cissa-rovinj · booking AA12345678 · Anna K.',
    )
    expect(within(review).getByRole('heading')).toHaveAttribute('lang', 'de')
    await expectNoAxeViolations()
    await userEvent.click(
      within(review).getByRole('button', {
        name: 'Publish “Wunderbare Tage am Meer”',
      }),
    )
    expect(moderateReview).toHaveBeenCalledWith({
      reviewId: 'r1',
      decision: 'publish',
    })
    expect(
      await screen.findByText(
        'Published: “Wunderbare Tage am Meer”. The property’s page shows it.',
      ),
    ).toBeVisible()
    expect(await screen.findByText('0 reviews')).toBeVisible()
    expect(adminReviews).toHaveBeenLastCalledWith({ status: 'pending' })
  })
})
