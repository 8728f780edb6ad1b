import { ApiError } from '@resort/core/api'
import { fakeApiClient } from '@resort/core/api/testing'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { confirmedBooking } from '../confirmation/testing'
import { manageResources } from '../i18n/manageResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { ManageFlow } from './ManageFlow'

const TOKEN = 'signed-token-of-AAR-7K2M9Q'

/** A stay that ended, as the server answers for the booking's link. */
const stayed = (review: 'open' | 'stay_not_over' | 'already_reviewed') =>
  confirmedBooking({
    checkIn: '2026-06-12',
    checkOut: '2026-06-15',
    editable: false,
    deletable: false,
    notEditableReason: 'started',
    isGuestsFormActive: false,
    scrollToRoomTabs: false,
    review,
  })

function renderFlow(review: Parameters<typeof stayed>[0]) {
  const submitReview = vi.fn(async () => ({
    reviewId: 'review-1',
    status: 'pending' as const,
  }))
  const api = {
    viewBooking: vi.fn(async () => stayed(review)),
    submitReview,
  }
  render(
    <WidgetTranslations lang="en" resources={manageResources}>
      <ManageFlow
        api={fakeApiClient(api as never)}
        token={TOKEN}
        initialView="booking"
      />
    </WidgetTranslations>,
  )
  return { submitReview }
}

beforeEach(() => sessionStorage.clear())

describe('reviewing a stay from the booking page (issue 16)', () => {
  it('issue 16: a guest whose stay is over rates and reviews it; what is missing is said at its field and nothing typed is lost', async () => {
    const user = userEvent.setup()
    const { submitReview } = renderFlow('open')
    const form = await screen.findByRole('form', {
      name: 'How was your stay at Hotel Cissa?',
    })
    expect(form).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Title of your review/), 'Calm')
    await user.click(screen.getByRole('button', { name: 'Send review' }))
    // The first field in error takes the focus: the rating, named by its group.
    const five = screen.getByRole('radio', { name: '5 stars: excellent' })
    expect(five).toHaveFocus()
    expect(
      screen.getByRole('group', { name: /^Your rating/ }),
    ).toHaveAccessibleDescription(/choose a rating|fill in this field/i)
    expect(screen.getByLabelText(/^Your review/)).toHaveAccessibleDescription(
      'Please fill in this field.',
    )
    expect(screen.getByLabelText(/^Title of your review/)).toHaveValue('Calm')
    expect(submitReview).not.toHaveBeenCalled()

    await user.click(screen.getByRole('radio', { name: '4 stars: very good' }))
    await user.type(
      screen.getByLabelText(/^Your review/),
      'A quiet room over the pines, and breakfast on the terrace.',
    )
    await user.click(screen.getByRole('button', { name: 'Send review' }))
    expect(
      await screen.findByText(/^Thank you! Your review was sent/),
    ).toBeInTheDocument()
    expect(submitReview).toHaveBeenCalledWith(
      expect.objectContaining({
        token: TOKEN,
        lang: 'en',
        rating: 4,
        title: 'Calm',
        text: 'A quiet room over the pines, and breakfast on the terrace.',
      }),
    )
    expect(screen.queryByRole('form', { name: /How was your stay/ })).toBeNull()
    expect(
      screen.getByRole('heading', { name: /Booking AAR-7K2M9Q/i }),
    ).toHaveFocus()
  })

  it('issue 16: the server’s refusal is said and the review stays as written', async () => {
    const user = userEvent.setup()
    const { submitReview } = renderFlow('open')
    submitReview.mockRejectedValueOnce(
      new ApiError({
        kind: 'conflict',
        status: 409,
        message: 'reviewed',
        fields: { token: 'already_reviewed' },
      }),
    )
    await user.click(
      await screen.findByRole('radio', { name: '5 stars: excellent' }),
    )
    await user.type(screen.getByLabelText(/^Title of your review/), 'Superb')
    await user.type(screen.getByLabelText(/^Your review/), 'Loved it.')
    await user.click(screen.getByRole('button', { name: 'Send review' }))
    expect(
      await screen.findByText('This stay has already been reviewed.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/^Your review/)).toHaveValue('Loved it.')
  })

  it('issue 16: before the stay is over there is no form, only when it will come; a reviewed stay says so', async () => {
    renderFlow('stay_not_over')
    expect(
      await screen.findByText(
        'Once your stay is over, you can review it here.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: /How was your stay/ })).toBeNull()
  })

  it('issue 16: a stay already reviewed shows no form', async () => {
    renderFlow('already_reviewed')
    expect(
      await screen.findByText('You have reviewed this stay. Thank you!'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: /How was your stay/ })).toBeNull()
  })
})
