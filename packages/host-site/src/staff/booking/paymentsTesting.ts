// The booking page's Payments section in component tests (issue 32): its bookings and the page.
import type { StaffBooking } from '@resort/core/staffBooking'
import { staffPayment } from '@resort/core/staffBooking/testing'
import { screen, within } from '@testing-library/react'
import { vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { signedInAdmin } from '../testing'

export const card = { brand: 'Visa', last4: '4242' }
// A stay whose arrival day has come, whatever day the test runs.
export const arrived = { checkIn: '2020-06-10', checkOut: '2020-06-13' }
export const prepaid = staffPayment()
export const cancelledWithFee: Partial<StaffBooking> = {
  status: 'cancelled',
  card,
  cancellation: {
    refundable: true,
    freeUntil: null,
    feePercent: 30,
    feeIfCancelledNow: 0,
    cancelledAt: '2027-06-09T08:00:00.000Z',
    fee: 4_500,
  },
}
export const noShowFee = (state: 'taken' | 'failed', amount: number) =>
  staffPayment({
    paymentId: 'pay-2',
    kind: 'fee',
    feeFor: 'no_show',
    state,
    amount,
    taken: state === 'taken' ? amount : 0,
    gatewayReference: 'pi_3QkVala0002',
    createdAt: '2020-06-11T09:00:00.000Z',
    updatedAt: '2020-06-11T09:00:00.000Z',
  })

/** The booking's page for a signed-in admin; its Payments section to look in. */
export const openPayments = async (
  booking: StaffBooking,
  handlers: Parameters<typeof signedInAdmin>[0] = {},
) => {
  const api = signedInAdmin({
    adminBooking: vi.fn(async () => booking),
    ...handlers,
  })
  await accountSite('/en/admin/bookings/AA7K2M9QXB', api, { signedIn: true })
  return within(await screen.findByRole('region', { name: 'Payments' }))
}
