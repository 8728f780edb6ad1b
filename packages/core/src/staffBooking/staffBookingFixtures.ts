import type { StaffBooking } from './staffChangeFlowTypes'
import type { StaffPayment } from './staffMoneyTypes'

/** A prepayment of €200 taken by the gateway on the day of booking, nothing refunded. */
export function staffPayment(
  overrides: Partial<StaffPayment> = {},
): StaffPayment {
  return {
    paymentId: 'pay-1',
    kind: 'prepayment',
    feeFor: null,
    state: 'taken',
    currency: 'EUR',
    amount: 20_000,
    taken: 20_000,
    refunded: 0,
    gatewayReference: 'pi_3QkVala0001',
    createdAt: '2027-01-05T10:00:00.000Z',
    updatedAt: '2027-01-05T10:00:00.000Z',
    ...overrides,
  }
}

/** A booking for 2027-06-10 to 13 as staff see it: one double room for two, with parking. */
export function staffBooking(
  overrides: Partial<StaffBooking> = {},
): StaffBooking {
  return {
    bookingId: 'AA7K2M9QXB',
    status: 'confirmed',
    checkIn: '2027-06-10',
    checkOut: '2027-06-13',
    nights: 3,
    editable: true,
    deletable: true,
    notEditableReason: null,
    totalPrice: 49_500,
    prepaymentAmount: 0,
    paymentSchedule: [],
    currency: 'EUR',
    hotelDetails: {
      propertyId: 'vala-krk',
      name: 'Hotel Vala',
      type: 'hotel',
      stars: 4,
      city: 'Krk',
      checkInFrom: '14:00',
      checkOutUntil: '10:00',
    },
    rate: { rateId: 'flex', name: 'Flexible', boardName: 'Breakfast' },
    paymentMethods: [],
    paymentType: 'NOGUARANTEE',
    reservationDetails: {
      total: 49_500,
      checkIn: '2027-06-10',
      checkOut: '2027-06-13',
    },
    rezervationDate: '2027-01-05',
    accomodationData: [
      {
        unitId: 'vala-double',
        unitName: 'Double room',
        adults: 2,
        children: 0,
        initialTotal: 45_000,
        total: 49_500,
        selectedSupplements: [
          {
            serviceId: 'parking',
            name: 'Parking',
            quantity: 1,
            price: 4500,
            total: 4500,
          },
        ],
        priceBrakedown: [],
      },
    ],
    reservationHolder: {
      title: 'ms',
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat@example.com',
      telephone: '+385911234567',
    },
    userDetails: {
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat@example.com',
      country: 'HR',
      city: 'Rijeka',
      zipCode: '51000',
      address: 'Korzo 1',
      telephone: '+385911234567',
      arrivalDetails: '',
      otherComments: '',
      newsletter: false,
      sms: false,
    },
    isPolicyAccepted: true,
    loyalty: false,
    policy: { sales: [], salesAdditional: [], cancelation: [], other: [] },
    cancellation: {
      refundable: true,
      freeUntil: null,
      feePercent: 30,
      feeIfCancelledNow: 14_850,
      cancelledAt: null,
      fee: null,
    },
    language: 'hr',
    createdAt: '2027-01-05T10:00:00.000Z',
    updatedAt: '2027-01-05T10:00:00.000Z',
    soldTermsKept: true,
    member: null,
    card: null,
    payments: [],
    history: [
      {
        kind: 'mail',
        at: '2027-01-05T10:00:05.000Z',
        mailId: 'mail-1',
        to: 'ana.horvat@example.com',
        subject: 'Your booking AA7K2M9QXB at Hotel Vala',
        sentAt: null,
        error: null,
      },
      { kind: 'created', at: '2027-01-05T10:00:00.000Z' },
    ],
    ...overrides,
  } as StaffBooking
}
