import type {
  ExistingBookingResponse,
  FinalQuoteResponse,
  PropertyResponse,
} from '@resort/core/api'
import { fakeApiClient } from '@resort/core/api/testing'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { confirmedBooking } from '../confirmation/testing'
import { manageResources } from '../i18n/manageResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { expectNoAxeViolations } from '../testing/axe'
import { ManageFlow } from './ManageFlow'

const TOKEN = 'signed-token-of-AAR-7K2M9Q'

// The sea-view room booked for two adults and a child of four, its type taking three children.
function family(): ExistingBookingResponse {
  const booking = confirmedBooking()
  const room = { ...booking.accomodationData[0]!, childAges: [4] }
  return confirmedBooking({ accomodationData: [room] })
}

const property = {
  units: [
    {
      unitId: 'cissa-superior-sea',
      name: 'Superior Double Room, Sea View',
      maxAdults: 2,
      maxChildren: 3,
      maxOccupancy: 5,
      rates: [{ rateId: 'early-booking-hb', board: 'HB' }],
    },
  ],
  supplements: [],
} as unknown as PropertyResponse

function renderModify(booking: ExistingBookingResponse) {
  const api = {
    viewBooking: vi.fn(async () => booking),
    viewBookingAvailability: vi.fn(async () => ({ days: [] })),
    property: vi.fn(async () => property),
    editBookingQuote: vi.fn(
      async () => ({ totalPrice: 140_000 }) as FinalQuoteResponse,
    ),
    editBooking: vi.fn(async (_change: unknown) => booking),
  }
  render(
    <WidgetTranslations lang="en" resources={manageResources}>
      <ManageFlow
        api={fakeApiClient(api as never)}
        token={TOKEN}
        initialView="modify"
      />
    </WidgetTranslations>,
  )
  return api
}

const confirmButton = () =>
  screen.getByRole('button', { name: 'Confirm change' })

beforeEach(() => sessionStorage.clear())

describe('issue 33 (SPEC 3 childAges): the guest’s change asks each child’s age', () => {
  it('shows the ages booked, and asks the age of a child added as the rooms step does', async () => {
    const user = userEvent.setup()
    renderModify(family())
    expect(await screen.findByLabelText('Age of child 1')).toHaveValue('4')
    await user.selectOptions(screen.getByLabelText('Children'), '2')
    expect(screen.getByLabelText('Age of child 1')).toHaveValue('4')
    const second = screen.getByLabelText('Age of child 2')
    expect(second).toHaveValue('')
    expect(within(second).getByRole('option', { name: 'under 1' })).toHaveValue(
      '0',
    )
    await expectNoAxeViolations()
  })

  it('refuses to confirm while an age is missing: says so, marks the field and moves the focus there, losing nothing', async () => {
    const user = userEvent.setup()
    const api = renderModify(family())
    await screen.findByLabelText('Age of child 1')
    await user.selectOptions(screen.getByLabelText('Children'), '2')
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    expect(api.editBooking).not.toHaveBeenCalled()
    expect(
      screen.getByText(
        'Please choose the age of each child before you continue.',
      ),
    ).toHaveAttribute('role', 'alert')
    const second = screen.getByLabelText('Age of child 2')
    expect(second).toHaveFocus()
    expect(second).toHaveAccessibleDescription(
      /Please choose the age of child 2\./,
    )
    expect(screen.getByLabelText('Age of child 1')).toHaveValue('4')
    expect(screen.getByLabelText('Children')).toHaveValue('2')
    await expectNoAxeViolations()

    await user.selectOptions(second, '0')
    expect(screen.queryByText(/before you continue/)).not.toBeInTheDocument()
    await waitFor(() => expect(confirmButton()).toBeEnabled())
    await user.click(confirmButton())
    await waitFor(() => expect(api.editBooking).toHaveBeenCalled())
    expect(api.editBooking).toHaveBeenCalledWith(
      expect.objectContaining({
        units: [expect.objectContaining({ children: 2, childAges: [4, 0] })],
      }),
    )
    expect(api.editBookingQuote).toHaveBeenLastCalledWith(
      expect.objectContaining({
        units: [expect.objectContaining({ childAges: [4, 0] })],
      }),
    )
  })
})
