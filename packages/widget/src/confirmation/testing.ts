import type { ExistingBookingResponse } from '@resort/core/api'

type Unit = ExistingBookingResponse['accomodationData'][number]

const nights = (prices: number[], from = 12) =>
  prices.map((price, index) => ({
    kind: 'night' as const,
    date: `2027-06-${String(from + index).padStart(2, '0')}`,
    quantity: 1,
    unitPrice: price,
    total: price,
  }))

// A sea-view room for two adults and a child, with half board and parking.
const seaViewRoom: Unit = {
  unitId: 'cissa-superior-sea',
  unitName: 'Superior Double Room, Sea View',
  adults: 2,
  children: 1,
  initialTotal: 63_300,
  total: 67_800,
  selectedSupplements: [
    {
      serviceId: 'parking',
      name: 'Garage parking',
      quantity: 1,
      price: 4_500,
      total: 4_500,
    },
  ],
  priceBrakedown: [
    ...nights([14_000, 14_000, 16_000]),
    {
      kind: 'rate_adjustment',
      label: 'Early booking −10%',
      quantity: 1,
      unitPrice: -4_400,
      total: -4_400,
    },
    { kind: 'extra_children', quantity: 3, unitPrice: 2_500, total: 7_500 },
    {
      kind: 'board',
      label: 'Half board',
      quantity: 9,
      unitPrice: 1_800,
      total: 16_200,
    },
    {
      kind: 'supplement',
      serviceId: 'parking',
      label: 'Garage parking',
      quantity: 1,
      unitPrice: 4_500,
      total: 4_500,
    },
  ],
}

// A classic room for three adults, with half board and a late check-out.
const classicRoom: Unit = {
  unitId: 'cissa-classic',
  unitName: 'Classic Double Room',
  adults: 3,
  children: 0,
  initialTotal: 56_700,
  total: 59_700,
  selectedSupplements: [
    {
      serviceId: 'late-checkout',
      name: 'Late check-out',
      quantity: 1,
      price: 3_000,
      total: 3_000,
    },
  ],
  priceBrakedown: [
    ...nights([11_000, 11_000, 13_000]),
    {
      kind: 'rate_adjustment',
      label: 'Early booking −10%',
      quantity: 1,
      unitPrice: -3_500,
      total: -3_500,
    },
    { kind: 'extra_adults', quantity: 3, unitPrice: 3_000, total: 9_000 },
    {
      kind: 'board',
      label: 'Half board',
      quantity: 9,
      unitPrice: 1_800,
      total: 16_200,
    },
    {
      kind: 'supplement',
      serviceId: 'late-checkout',
      label: 'Late check-out',
      quantity: 1,
      unitPrice: 3_000,
      total: 3_000,
    },
  ],
}

/** A confirmed two-room booking as new-booking answers it, with the fields a test cares about overridden. */
export function confirmedBooking(
  overrides: Partial<ExistingBookingResponse> = {},
): ExistingBookingResponse {
  return {
    bookingId: 'AAR-7K2M9Q',
    bookingURI:
      'https://adria-alpe.example/en/booking/modify?token=eyJib29raW5nIjoiQUFSLTdLMk05USJ9.c2lnbmF0dXJl',
    status: 'confirmed',
    checkIn: '2027-06-12',
    checkOut: '2027-06-15',
    nights: 3,
    deletable: true,
    editable: true,
    notEditableReason: null,
    review: 'stay_not_over',
    hotelDetails: {
      propertyId: 'cissa-rovinj',
      name: 'Hotel Cissa',
      type: 'hotel',
      stars: 4,
      city: 'Rovinj',
      checkInFrom: '14:00',
      checkOutUntil: '10:00',
    },
    rate: {
      rateId: 'early-booking-hb',
      name: 'Early booking',
      boardName: 'Half board',
    },
    paymentMethods: [
      {
        id: 'card-guarantee',
        type: 'CCARD_GUARANTEE',
        name: 'Card guarantee',
        description: 'Your card secures the booking; you pay at the hotel.',
      },
    ],
    paymentType: 'CCARD_GUARANTEE',
    reservationDetails: {
      total: 127_500,
      checkIn: '2027-06-12',
      checkOut: '2027-06-15',
    },
    rezervationDate: '2026-11-21T14:05:09.000Z',
    totalPrice: 127_500,
    prepaymentAmount: 0,
    paymentSchedule: [],
    currency: 'EUR',
    accomodationData: [seaViewRoom, classicRoom],
    reservationHolder: {
      title: 'Mrs',
      gender: 'Female',
      firstName: 'Ana',
      lastName: 'Horvat',
    },
    userDetails: {
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat@example.com',
      country: 'HR',
      city: 'Zagreb',
      zipCode: '10000',
      address: 'Ilica 12',
      telephone: '+385 91 234 5678',
      arrivalDetails: 'Arriving late, around 22:00.',
      otherComments: '',
      newsletter: false,
      sms: true,
    },
    availabilityCalendar: [],
    isPolicyAccepted: true,
    creditCard: {
      brand: 'visa',
      providerCode: 'VISA',
      last4: '4242',
      expiry: '12/28',
    },
    loyalty: false,
    // As the server says of a future, editable booking of two rooms (SPEC 3).
    isGuestsFormActive: true,
    scrollToRoomTabs: true,
    policy: {
      sales: ['Check-in from 14:00, check-out until 10:00.'],
      salesAdditional: [
        'A city tax of €2.00 per adult per night is paid at the hotel.',
      ],
      cancelation: [
        'Free cancellation until 7 days before arrival; later, 30% of the total is charged.',
      ],
      other: ['Pets are not allowed.'],
    },
    cancellation: {
      refundable: true,
      freeUntil: '2027-06-05',
      feePercent: 30,
      feeIfCancelledNow: 0,
      cancelledAt: null,
      fee: null,
    },
    ...overrides,
  }
}

/** The same booking on a prepaid, non-refundable rate. */
export function prepaidBooking(): ExistingBookingResponse {
  return confirmedBooking({
    paymentType: 'PREPAYMENT',
    prepaymentAmount: 127_500,
    deletable: false,
    editable: false,
    notEditableReason: 'non_refundable',
    cancellation: {
      refundable: false,
      freeUntil: null,
      feePercent: 100,
      feeIfCancelledNow: 127_500,
      cancelledAt: null,
      fee: null,
    },
  })
}
