import type {
  ExistingBookingResponse,
  FinalQuoteResponse,
  PropertyResponse,
} from '@resort/core/api'
import { fakeApiClient } from '@resort/core/api/testing'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { confirmedBooking } from '../confirmation/testing'
import { manageResources } from '../i18n/manageResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { ManageFlow, type ManageView } from './ManageFlow'

const TOKEN = 'signed-token-of-AAR-7K2M9Q'

function renderFlow(booking: ExistingBookingResponse, initialView: ManageView) {
  const api = {
    viewBooking: vi.fn(async () => booking),
    viewBookingAvailability: vi.fn(async () => ({ days: [] })),
    property: vi.fn(
      async () =>
        ({ units: [], supplements: [] }) as unknown as PropertyResponse,
    ),
    editBookingQuote: vi.fn(
      async () => ({ totalPrice: booking.totalPrice }) as FinalQuoteResponse,
    ),
  }
  render(
    <WidgetTranslations lang="en" resources={manageResources}>
      <ManageFlow
        api={fakeApiClient(api as never)}
        token={TOKEN}
        initialView={initialView}
      />
    </WidgetTranslations>,
  )
}

beforeEach(() => sessionStorage.clear())

describe('SPEC 3: isGuestsFormActive opens the guest form, as the server says', () => {
  it('offers the guest form when the server says it is open', async () => {
    renderFlow(confirmedBooking({ isGuestsFormActive: true }), 'booking')
    expect(
      await screen.findByRole('button', { name: 'Change guest details' }),
    ).toBeInTheDocument()
  })

  it('offers no guest form when the server says it is closed, whatever the dates', async () => {
    // A stay still ahead whose details the server no longer takes.
    renderFlow(confirmedBooking({ isGuestsFormActive: false }), 'booking')
    expect(
      await screen.findByRole('heading', { name: 'Your booking AAR-7K2M9Q' }),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Change guest details' }),
    ).toBeNull()
  })

  it('opened at the guest form it may not show, the booking is shown instead', async () => {
    renderFlow(confirmedBooking({ isGuestsFormActive: false }), 'guest')
    expect(
      await screen.findByRole('heading', { name: 'Your booking AAR-7K2M9Q' }),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('heading', {
        name: 'Guest details for booking AAR-7K2M9Q',
      }),
    ).toBeNull()
  })
})

describe('SPEC 3: scrollToRoomTabs lands the change form on the rooms', () => {
  it('opened at the change, lands on the rooms when the server says so', async () => {
    renderFlow(confirmedBooking({ scrollToRoomTabs: true }), 'modify')
    expect(
      await screen.findByRole('heading', { name: 'Rooms, guests and extras' }),
    ).toHaveFocus()
  })

  it('opened at the change, lands on the form’s top when the server does not say so', async () => {
    renderFlow(confirmedBooking({ scrollToRoomTabs: false }), 'modify')
    expect(
      await screen.findByRole('heading', { name: 'Change booking AAR-7K2M9Q' }),
    ).toHaveFocus()
  })

  it('the guest’s own choice wins: “Change dates” lands on the dates', async () => {
    const user = userEvent.setup()
    renderFlow(confirmedBooking({ scrollToRoomTabs: true }), 'booking')
    await user.click(
      await screen.findByRole('button', { name: 'Change dates' }),
    )
    expect(
      screen.getByRole('heading', { name: 'Change booking AAR-7K2M9Q' }),
    ).toHaveFocus()
  })
})
