import { describe, expect, it } from 'vitest'
import {
  canEditBooking,
  enterModify,
  isBookingModified,
  type ExistingBooking,
} from './modifyBooking'
import { unit } from './testing'

const bookedUnit = (unitId: string, total: number) => ({
  ...unit(unitId, total),
  active: true,
  total,
})

const server: ExistingBooking = {
  bookingURI: '/en/booking/modify?token=abc',
  bookingId: 'B-1001',
  checkIn: '2027-06-10',
  checkOut: '2027-06-13',
  deletable: true,
  editable: true,
  hotelDetails: {
    propertyId: 'hotel-rovinj',
    name: 'Hotel Lone Bay',
    location: 'Rovinj',
    stars: 4,
  },
  paymentMethods: [
    { id: 'none', type: 'NOGUARANTEE', name: 'Pay at the hotel' },
    { id: 'cc', type: 'CCARD_GUARANTEE', name: 'Card guarantee' },
  ],
  paymentType: 'NOGUARANTEE',
  reservationDetails: {
    total: 45000,
    checkIn: '2027-06-10',
    checkOut: '2027-06-13',
  },
  rezervationDate: '2026-11-21',
  totalPrice: 45000,
  units: [],
  userDetails: {
    firstName: 'Ana',
    lastName: 'Horvat',
    email: 'ana@example.com',
    country: 'HR',
    telephone: '+385911234567',
  },
  availabilityCalendar: [{ date: '2027-06-10', Available: true }],
  isPolicyAccepted: true,
  loyalty: false,
  isGuestsFormActive: false,
  scrollToRoomTabs: false,
  policy: { sales: [], salesAdditional: [], cancelation: [], other: [] },
}

describe('modify flow', () => {
  it('reuses the saved modify state while it is unchanged from the server booking', () => {
    const saved = {
      ...server,
      paymentType: 'CCARD_GUARANTEE' as const,
      isGuestsFormActive: true,
    }
    expect(enterModify(saved, server)).toBe(saved)
  })

  it('rebuilds from the server with CCARD_GUARANTEE and only card-guarantee methods when changed', () => {
    const saved = { ...server, checkOut: '2027-06-14' }
    const state = enterModify(saved, server)
    expect(state.checkOut).toBe('2027-06-13')
    expect(state.paymentType).toBe('CCARD_GUARANTEE')
    expect(state.paymentMethods.map((method) => method.id)).toEqual(['cc'])
  })

  it('rebuilds from the server when nothing was saved', () => {
    expect(enterModify(undefined, server).paymentType).toBe('CCARD_GUARANTEE')
  })

  it('counts a booking as modified when id, dates, total, units or user details differ', () => {
    expect(isBookingModified(server, { ...server })).toBe(false)
    expect(isBookingModified(server, { ...server, bookingId: 'B-2' })).toBe(
      true,
    )
    expect(
      isBookingModified(server, { ...server, checkIn: '2027-06-11' }),
    ).toBe(true)
    expect(isBookingModified(server, { ...server, totalPrice: 1 })).toBe(true)
    expect(
      isBookingModified(server, { ...server, checkOut: '2027-06-14' }),
    ).toBe(true)
    const withUnit = { ...server, units: [bookedUnit('double-sea', 45000)] }
    expect(isBookingModified(withUnit, { ...withUnit })).toBe(false)
    expect(isBookingModified(server, withUnit)).toBe(true)
    expect(
      isBookingModified(withUnit, {
        ...withUnit,
        units: [
          {
            ...bookedUnit('double-sea', 45000),
            guests: { adults: 1, children: 0, childAges: [] },
          },
        ],
      }),
    ).toBe(true)
    expect(
      isBookingModified(server, {
        ...server,
        userDetails: { ...server.userDetails, telephone: '+38591' },
      }),
    ).toBe(true)
    expect(
      isBookingModified(server, { ...server, isGuestsFormActive: true }),
    ).toBe(false)
  })

  it('allows editing only when editable is true', () => {
    expect(canEditBooking({ editable: true })).toBe(true)
    expect(canEditBooking({ editable: false })).toBe(false)
  })
})
