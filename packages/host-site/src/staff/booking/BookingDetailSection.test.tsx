import {
  ApiError,
  type FinalQuoteResponse,
  type InputOf,
  type adminCancelBooking,
  type adminChangeBooking,
} from '@resort/core/api'
import { staffBooking } from '@resort/core/staffBooking/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'
import { signedInAdmin, STAFF } from '../testing'

afterEach(() => sessionStorage.clear())

const quoted = (totalPrice: number) =>
  ({ totalPrice, currency: 'EUR' }) as unknown as FinalQuoteResponse

const open = (handlers: Parameters<typeof signedInAdmin>[0] = {}) => {
  const api = signedInAdmin({
    adminBooking: vi.fn(async () => staffBooking()),
    ...handlers,
  })
  return accountSite('/en/admin/bookings/AA7K2M9QXB', api, {
    signedIn: true,
  }).then(() => api)
}

describe('a booking as staff see it (issue 14)', () => {
  it('shows the guest, stay, rooms, price and cancellation terms, and its history with the mail to open', async () => {
    const api = await open()
    expect(
      await screen.findByRole('heading', { name: 'Booking AA7K2M9QXB' }),
    ).toBeInTheDocument()
    // The heading shows before the booking is asked for (the call is made in an effect), so the
    // call is checked once its answer is on the page.
    expect(await screen.findByText('Hotel Vala')).toBeInTheDocument()
    expect(api.adminBooking).toHaveBeenCalledWith({
      id: 'AA7K2M9QXB',
      lang: 'en',
    })
    expect(
      screen.getByText('Double room: adults 2, children 0, €495.00'),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Cancelling now costs the guest €148.50.'),
    ).toBeInTheDocument()
    const history = within(
      screen.getByRole('region', { name: 'History, newest first' }),
    )
    expect(
      history.getByRole('link', {
        name: 'Your booking AA7K2M9QXB at Hotel Vala',
      }),
    ).toHaveAttribute('href', '/en/admin/outbox?mail=mail-1')
    expect(history.getByText('Booked')).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it("shows each room's extras with their totals in euros, the guest's arrival notes and the payment in words", async () => {
    await open({
      adminBooking: vi.fn(async () =>
        staffBooking({
          paymentType: 'CCARD_GUARANTEE',
          card: { brand: 'Visa', last4: '4242' },
          userDetails: {
            ...staffBooking().userDetails,
            arrivalDetails: 'Arriving late, around 23:00',
            otherComments: '',
          },
        }),
      ),
    })
    expect(
      await screen.findByText('Extra: Parking × 1, €45.00'),
    ).toBeInTheDocument()
    expect(screen.getByText('Arriving late, around 23:00')).toBeInTheDocument()
    expect(screen.getByText('None given')).toBeInTheDocument()
    expect(
      screen.getByText('Guaranteed by credit card · Visa card ending in 4242'),
    ).toBeInTheDocument()
  })

  it('cancels for the guest by keyboard: the reason is required, the fee can be waived, it asks once more, and the answer is shown and announced', async () => {
    const adminCancelBookingCall = vi.fn(
      async (_input: InputOf<typeof adminCancelBooking>) =>
        staffBooking({
          status: 'cancelled',
          cancellation: {
            refundable: true,
            freeUntil: null,
            feePercent: 30,
            feeIfCancelledNow: 0,
            cancelledAt: '2027-01-06T09:00:00.000Z',
            fee: 0,
          },
          history: [
            {
              kind: 'admin',
              at: '2027-01-06T09:00:00.000Z',
              auditId: 'audit-1',
              action: 'booking_cancelled',
              adminEmail: STAFF,
              before: { status: 'confirmed', feeIfCancelledNow: 14_850 },
              after: { status: 'cancelled', fee: 0, feeWaived: true },
              note: 'Storm closed the ferry',
            },
          ],
        }),
    )
    await open({ adminCancelBooking: adminCancelBookingCall })
    const cancel = within(
      await screen.findByRole('region', { name: 'Cancel for the guest' }),
    )
    await userEvent.click(
      cancel.getByRole('button', { name: 'Cancel the booking' }),
    )
    expect(
      await cancel.findByRole('link', { name: /Please fill this in/ }),
    ).toBeInTheDocument()
    expect(adminCancelBookingCall).not.toHaveBeenCalled()

    await userEvent.type(
      cancel.getByRole('textbox', { name: 'Reason for the guest' }),
      'Storm closed the ferry',
    )
    await userEvent.click(
      cancel.getByRole('checkbox', {
        name: 'Waive the cancellation fee of €148.50',
      }),
    )
    await userEvent.click(
      cancel.getByRole('button', { name: 'Cancel the booking' }),
    )
    expect(cancel.getByRole('alert')).toHaveTextContent(
      'Cancel this booking? The guest pays €0.00 and is mailed your reason.',
    )
    expect(adminCancelBookingCall).not.toHaveBeenCalled()
    await userEvent.click(
      cancel.getByRole('button', { name: 'Yes, cancel the booking' }),
    )
    expect(adminCancelBookingCall).toHaveBeenCalledWith({
      id: 'AA7K2M9QXB',
      reason: 'Storm closed the ferry',
      waiveFee: true,
      lang: 'en',
    })
    expect(
      await screen.findByText(
        'The booking is cancelled and the guest has been mailed.',
      ),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('region', { name: 'Cancel for the guest' }),
    ).toBeNull()
    expect(
      screen.getByText(
        STAFF +
          ': Booking AA7K2M9QXB cancelled for the guest: Storm closed the ferry; fee of €148.50 waived',
      ),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('changes for the guest: the new price first, then the reason and the save at that price; a restriction on the dates shows at its field, keeping what was typed', async () => {
    const adminChangeQuote = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'missing_params',
          status: 400,
          message: 'Stays arriving then last at least 3 nights.',
          fields: { dateTo: 'below_min_nights' },
        }),
      )
      .mockResolvedValue(quoted(66_000))
    const adminChangeBookingCall = vi.fn(
      async (input: InputOf<typeof adminChangeBooking>) =>
        staffBooking({
          checkIn: input.dateFrom,
          checkOut: input.dateTo,
          totalPrice: input.expectedTotal,
        }),
    )
    await open({
      adminChangeQuote,
      adminChangeBooking: adminChangeBookingCall,
    })
    const change = within(
      await screen.findByRole('region', { name: 'Change for the guest' }),
    )
    const checkOut = change.getByLabelText('Check-out')
    await userEvent.clear(checkOut)
    await userEvent.type(checkOut, '2027-06-12')
    await userEvent.click(
      change.getByRole('button', { name: 'Check the new price' }),
    )
    expect(
      await change.findByRole('link', {
        name: /Stays arriving on this date must be longer/,
      }),
    ).toBeInTheDocument()
    expect(checkOut).toHaveValue('2027-06-12')
    expect(checkOut).toHaveAttribute('aria-invalid', 'true')

    await userEvent.clear(checkOut)
    await userEvent.type(checkOut, '2027-06-14')
    await userEvent.click(
      change.getByRole('button', { name: 'Check the new price' }),
    )
    expect(
      await change.findByText(
        'New total €660.00. That is €165.00 more than now.',
      ),
    ).toBeInTheDocument()
    expect(adminChangeQuote).toHaveBeenLastCalledWith({
      id: 'AA7K2M9QXB',
      lang: 'en',
      dateFrom: '2027-06-10',
      dateTo: '2027-06-14',
      units: [
        {
          unitId: 'vala-double',
          adults: 2,
          children: 0,
          supplements: [{ serviceId: 'parking', quantity: 1 }],
        },
      ],
    })
    await userEvent.type(
      change.getByRole('textbox', { name: 'Reason for the guest' }),
      'Guest phoned to stay longer',
    )
    await userEvent.click(
      change.getByRole('button', { name: 'Save the change' }),
    )
    await waitFor(() =>
      expect(adminChangeBookingCall).toHaveBeenCalledWith(
        expect.objectContaining({
          dateTo: '2027-06-14',
          expectedTotal: 66_000,
          reason: 'Guest phoned to stay longer',
        }),
      ),
    )
    expect(
      await screen.findByText(
        'The booking is changed and the guest has been mailed.',
      ),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('says why a cancellation was refused (already cancelled elsewhere)', async () => {
    await open({
      adminCancelBooking: async () => {
        throw new ApiError({
          kind: 'cancelled',
          status: 409,
          message: 'cancelled',
          fields: { id: 'cancelled' },
        })
      },
    })
    const cancel = within(
      await screen.findByRole('region', { name: 'Cancel for the guest' }),
    )
    await userEvent.type(
      cancel.getByRole('textbox', { name: 'Reason for the guest' }),
      'Double booking',
    )
    await userEvent.click(
      cancel.getByRole('button', { name: 'Cancel the booking' }),
    )
    await userEvent.click(
      cancel.getByRole('button', { name: 'Yes, cancel the booking' }),
    )
    expect(
      await cancel.findByText('This booking is already cancelled.'),
    ).toBeInTheDocument()
    expect(
      cancel.getByRole('textbox', { name: 'Reason for the guest' }),
    ).toHaveValue('Double booking')
  })
})

describe('the newsletter export (issue 14)', () => {
  it('offers the confirmed subscribers as a CSV download and says the file holds personal data', async () => {
    await accountSite('/en/admin/newsletter', signedInAdmin(), {
      signedIn: true,
    })
    expect(
      await screen.findByRole('link', {
        name: 'Download the subscribers (CSV)',
      }),
    ).toHaveAttribute('href', '/api/v1/admin/newsletter/subscribers.csv')
    expect(screen.getByText(/holds personal data/)).toBeInTheDocument()
    await expectNoAxeViolations()
  })
})
