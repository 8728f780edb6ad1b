import type { FinalQuoteResponse } from '@resort/core/api'
import { staffBooking } from '@resort/core/staffBooking/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'
import { signedInAdmin } from '../testing'

afterEach(() => sessionStorage.clear())

const quoted = (totalPrice: number) =>
  ({ totalPrice, currency: 'EUR' }) as unknown as FinalQuoteResponse

// The double room booked for two adults and a child under one.
function family() {
  const booking = staffBooking()
  const room = { ...booking.accomodationData[0]!, children: 1, childAges: [0] }
  return staffBooking({ accomodationData: [room] })
}

async function openBooking(handlers: Parameters<typeof signedInAdmin>[0]) {
  const api = signedInAdmin({
    adminBooking: vi.fn(async () => family()),
    ...handlers,
  })
  await accountSite('/en/admin/bookings/AA7K2M9QXB', api, { signedIn: true })
  return within(
    await screen.findByRole('region', { name: 'Change for the guest' }),
  )
}

describe('issue 33 (SPEC 3 childAges): children’s ages in the staff booking', () => {
  it('shows each child’s age with the room’s guests', async () => {
    await openBooking({})
    expect(
      screen.getByText(
        'Double room: adults 2, children 1 (ages under 1), €495.00',
      ),
    ).toBeInTheDocument()
  })

  it('asks the age of a child added, keeps the booked one, refuses a missing age at its field, and sends the ages', async () => {
    const adminChangeQuote = vi.fn(async () => quoted(66_000))
    const change = await openBooking({ adminChangeQuote })
    expect(change.getByLabelText('Age of child 1 in Double room')).toHaveValue(
      '0',
    )
    const children = change.getByLabelText('Children in Double room')
    await userEvent.clear(children)
    await userEvent.type(children, '2')
    const second = change.getByLabelText('Age of child 2 in Double room')
    expect(second).toHaveValue('')
    await userEvent.click(
      change.getByRole('button', { name: 'Check the new price' }),
    )
    expect(adminChangeQuote).not.toHaveBeenCalled()
    expect(second).toHaveAccessibleDescription(
      /Please choose the age of child 2\./,
    )
    // The error summary links to the age to choose.
    expect(
      change.getByRole('link', { name: /Age of child 2 in Double room/ }),
    ).toHaveAttribute('href', `#${second.id}`)
    await expectNoAxeViolations()
    await userEvent.selectOptions(second, '5')
    await userEvent.click(
      change.getByRole('button', { name: 'Check the new price' }),
    )
    expect(adminChangeQuote).toHaveBeenCalledWith(
      expect.objectContaining({
        units: [expect.objectContaining({ children: 2, childAges: [0, 5] })],
      }),
    )
  })
})
