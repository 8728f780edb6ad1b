import { describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  type cardPayment,
  type ErrorKind,
  type ExistingBookingResponse,
  type finalPriceQuote,
  type InputOf,
  type NewBookingRequestInput,
  type PaymentType,
} from '../api'
import { fakeApiClient, type FakeEndpoints } from '../api/fakeApiClient'
import { createTracker, type DataLayerEntry } from '../tracking'
import { createBookingFlow } from './bookingFlow'
import type { BookingFlowOptions, CardStep } from './bookingFlowTypes'
import { joinClubWhileBooking } from './joinClubWhileBooking'
import type { KeyValueStorage } from './sessionState'
import {
  memoryStorage,
  propertyOffer,
  roomOffer,
  serverQuote,
  bookByCard,
  guestDetails,
} from './testing'

const refused = (
  kind: ErrorKind,
  status = 409,
  fields?: Record<string, string>,
) =>
  new ApiError({
    kind,
    status,
    message: `refused: ${kind}`,
    ...(fields ? { fields } : {}),
  })

/** The page the widget is on: the card page talks to it only. */
const PAGE_ORIGIN = 'https://partner.example'

/** The card step the server answers for `intent`, on the test gateway's card page. */
const cardStepFor = (intent: string): CardStep => ({
  intent,
  cardPage: `https://pay.example/card/${intent}`,
  cardOrigin: 'https://pay.example',
  amount: intent.startsWith('pi_') ? 13500 : 0,
  currency: 'EUR',
  testMode: true,
})

const details = guestDetails

const bookingFor = (
  request: NewBookingRequestInput,
  bookingId = 'AAR-7K2M9Q',
): ExistingBookingResponse =>
  ({
    bookingId,
    bookingURI: `/booking/modify?token=${bookingId}`,
    currency: request.currency,
    totalPrice: request.expectedTotal,
    hotelDetails: { propertyId: request.propertyId },
    accomodationData: request.units.map((unit) => ({
      unitId: unit.unitId,
      unitName: unit.unitId,
      total: request.expectedTotal / request.units.length,
    })),
  }) as unknown as ExistingBookingResponse

/** A server that prices each room at `price()` and books what it is asked. */
function hotel(overrides: FakeEndpoints = {}, price = () => 45000) {
  const sent = {
    quotes: [] as InputOf<typeof finalPriceQuote>[],
    cardPayments: [] as InputOf<typeof cardPayment>[],
    bookings: [] as { request: NewBookingRequestInput; key?: string }[],
    anotherRoom: [] as string[],
  }
  const handlers: FakeEndpoints = {
    property: () => Promise.resolve(propertyOffer()),
    propertyAnotherRoom: (query) => {
      sent.anotherRoom.push(query.selected ?? '')
      return Promise.resolve(propertyOffer())
    },
    finalPriceQuote: (request) => {
      sent.quotes.push(request)
      return Promise.resolve(
        serverQuote(
          request.units.map(price),
          ['CCARD_GUARANTEE', 'PREPAYMENT'],
          request.units.map((unit) => unit.lineId),
        ),
      )
    },
    unitPriceQuote: (request) =>
      Promise.resolve({
        currency: 'EUR',
        unit: {
          ...serverQuote(
            [price() + 10000 * ((request.adults ?? 2) - 2)],
            undefined,
            [request.lineId],
          ).units[0]!,
        },
      }),
    cardPayment: (request) => {
      sent.cardPayments.push(request)
      const kind = request.paymentType === 'PREPAYMENT' ? 'pi' : 'seti'
      const count = String(sent.cardPayments.length).padStart(4, '0')
      return Promise.resolve(cardStepFor(`${kind}_test${count}`))
    },
    newBooking: (request, options) => {
      const key = options?.headers?.['Idempotency-Key']
      sent.bookings.push({ request, ...(key ? { key } : {}) })
      return Promise.resolve(bookingFor(request))
    },
    ...overrides,
  }
  return { api: fakeApiClient(handlers), sent }
}

let keys = 0
function flowOf(
  api: ReturnType<typeof hotel>['api'],
  options: Partial<BookingFlowOptions> & { storage?: KeyValueStorage } = {},
) {
  const dataLayer: DataLayerEntry[] = []
  const flow = createBookingFlow({
    api,
    lang: 'en',
    propertyId: 'hotel-rovinj',
    dateFrom: '2027-06-10',
    dateTo: '2027-06-13',
    adults: 2,
    children: 0,
    tracker: createTracker(dataLayer),
    storage: memoryStorage(),
    logger: { error: vi.fn() },
    newKey: () => `key-${++keys}`,
    pageOrigin: PAGE_ORIGIN,
    ...options,
  })
  return { flow, dataLayer, reservation: () => flow.getState().reservation }
}

/** A flow loaded with one double room added, on the rooms step. */
async function withRoom(server = hotel(), options = {}) {
  const made = flowOf(server.api, options)
  await made.flow.getState().load()
  made.flow.getState().addRoom('double-sea', 'flex')
  return { ...made, server }
}

const events = (dataLayer: DataLayerEntry[]) =>
  dataLayer.flatMap((entry) =>
    'event' in entry && typeof entry.event === 'string' ? [entry.event] : [],
  )

describe('booking flow: loading', () => {
  it('starts a reservation at step 2 with paymentType NOGUARANTEE (SPEC 4) and tracks view_item', async () => {
    const { flow, dataLayer, reservation } = flowOf(hotel().api)
    await flow.getState().load()
    expect(flow.getState().status).toBe('ready')
    expect(reservation()).toMatchObject({
      activeStep: 2,
      paymentType: 'NOGUARANTEE',
      propertyName: 'Hotel Lone Bay',
      propertyLocation: 'Rovinj, Istria',
      nights: 3,
      units: [],
    })
    expect(events(dataLayer)).toEqual(['view_item'])
  })

  it('adds the room chosen on a property page to a new reservation', async () => {
    const { flow, reservation } = flowOf(hotel().api, {
      unitId: 'double-sea',
      rateId: 'flex',
    })
    await flow.getState().load()
    expect(reservation().units.map((u) => [u.lineId, u.unitId])).toEqual([
      ['line-1', 'double-sea'],
    ])
    expect(reservation().rateId).toBe('flex')
  })

  it('shows the missing-params error kind (SPEC 8) when the server says the stay is incomplete', async () => {
    const { api } = hotel({
      property: () => Promise.reject(refused('missing_params', 400)),
    })
    const { flow } = flowOf(api)
    await flow.getState().load()
    expect(flow.getState()).toMatchObject({
      status: 'failed',
      failure: 'missing_params',
    })
  })
})

describe('booking flow: rooms (explicit line ids)', () => {
  it('gives two rooms of one type two lines with the same unit type id', async () => {
    const { flow, reservation } = await withRoom()
    const second = flow.getState().addRoom('double-sea', 'flex')
    expect(second).toBe('line-2')
    expect(reservation().units.map((u) => u.unitId)).toEqual([
      'double-sea',
      'double-sea',
    ])
    flow.getState().removeRoom('line-1')
    expect(reservation().units.map((u) => u.lineId)).toEqual(['line-2'])
    expect(flow.getState().addRoom('double-sea', 'flex')).toBe('line-3')
  })

  it('asks property-another-room about the rooms chosen (select-another-room, SPEC 7)', async () => {
    const { flow, server } = await withRoom()
    flow.getState().addRoom('double-sea', 'flex')
    await vi.waitFor(() =>
      expect(flow.getState().offerSelection).toEqual([
        'double-sea',
        'double-sea',
      ]),
    )
    expect(server.sent.anotherRoom).toEqual([
      'double-sea',
      'double-sea,double-sea',
    ])
  })

  it('adds no more rooms of a type than are free', async () => {
    const server = hotel({
      property: () =>
        Promise.resolve(propertyOffer([roomOffer('double-sea', 45000, 1)])),
      propertyAnotherRoom: () =>
        Promise.resolve(propertyOffer([roomOffer('double-sea', 45000, 0)])),
    })
    const { flow, reservation } = await withRoom(server)
    expect(flow.getState().addRoom('double-sea', 'flex')).toBeUndefined()
    expect(reservation().units).toHaveLength(1)
  })

  it('prices a room again through unit-price-quote when its guests change', async () => {
    const { flow, reservation } = await withRoom()
    await flow.getState().setGuests('line-1', { adults: 3 })
    expect(reservation().units[0]).toMatchObject({
      guests: { adults: 3 },
      total: 55000,
    })
    expect(reservation().totalPrice).toBe(55000)
  })
})

describe('booking flow: lines matched by line id only', () => {
  /** A hotel with two room types whose server answers the units in reverse order. */
  const reversing = () =>
    hotel({
      property: () =>
        Promise.resolve(
          propertyOffer([
            roomOffer('double-sea', 45000),
            roomOffer('family', 60000),
          ]),
        ),
      finalPriceQuote: (request) => {
        const answered = [...request.units].reverse()
        return Promise.resolve(
          serverQuote(
            answered.map((unit) => (unit.unitId === 'family' ? 61000 : 46000)),
            undefined,
            answered.map((unit) => unit.lineId),
          ),
        )
      },
    })

  it('finds each line’s unit in the server’s quote by its line id when the order differs', async () => {
    const { flow, reservation } = await withRoom(reversing())
    flow.getState().addRoom('family', 'flex')
    await flow.getState().continue()
    expect(
      reservation().units.map((u) => [u.lineId, u.unitId, u.total]),
    ).toEqual([
      ['line-1', 'double-sea', 46000],
      ['line-2', 'family', 61000],
    ])
    expect(reservation().totalPrice).toBe(107000)
  })

  it('sends each line under its id, with the guests changed on it, in the next quote', async () => {
    const { flow, server } = await withRoom()
    flow.getState().addRoom('double-sea', 'flex')
    await flow.getState().setGuests('line-2', { adults: 3 })
    await flow.getState().continue()
    expect(
      server.sent.quotes[0]?.units.map((u) => [u.lineId, u.adults]),
    ).toEqual([
      ['line-1', 2],
      ['line-2', 3],
    ])
  })
})

describe('booking flow: continue (SPEC 4 step forward)', () => {
  it('re-quotes, moves to payment and tracks view_cart then begin_checkout', async () => {
    const { flow, dataLayer, reservation, server } = await withRoom()
    await flow.getState().continue()
    expect(server.sent.quotes).toHaveLength(1)
    expect(server.sent.quotes[0]?.units).toEqual([
      {
        lineId: 'line-1',
        unitId: 'double-sea',
        adults: 2,
        children: 0,
        supplements: [],
      },
    ])
    expect(reservation().activeStep).toBe(3)
    expect(reservation().policy.cancelation).toEqual([
      'Free until 7 days before',
    ])
    expect(flow.getState().notice).toBeUndefined()
    expect(events(dataLayer)).toEqual(
      expect.arrayContaining(['view_cart', 'begin_checkout']),
    )
  })

  it('tells the guest the new total when the server’s price changed', async () => {
    const { flow, reservation } = await withRoom(hotel({}, () => 47000))
    await flow.getState().continue()
    expect(reservation()).toMatchObject({ activeStep: 3, totalPrice: 47000 })
    expect(flow.getState().notice).toEqual({
      kind: 'price_changed',
      total: 47000,
    })
  })

  it('prices the reservation again on the same step with refresh, and says so when that fails', async () => {
    let price = 45000
    const { flow, reservation, server } = await withRoom(hotel({}, () => price))
    price = 41000
    await flow.getState().refresh()
    expect(server.sent.quotes).toHaveLength(1)
    expect(reservation()).toMatchObject({ activeStep: 2, totalPrice: 41000 })
    const failing = await withRoom(
      hotel({ finalPriceQuote: () => Promise.reject(refused('generic', 500)) }),
    )
    await failing.flow.getState().refresh()
    expect(failing.flow.getState()).toMatchObject({
      busy: false,
      notice: { kind: 'quote_failed' },
    })
  })

  it('stays on the rooms with the sold-out notice when the room sold meanwhile', async () => {
    const server = hotel({
      finalPriceQuote: () => Promise.reject(refused('sold_out')),
    })
    const { flow, reservation } = await withRoom(server)
    await flow.getState().continue()
    expect(reservation().activeStep).toBe(2)
    expect(flow.getState()).toMatchObject({
      busy: false,
      notice: { kind: 'sold_out' },
    })
  })

  it('takes the rate’s own payment type after the quote, and lets the guest choose among the rate’s methods only', async () => {
    const { flow, reservation } = await withRoom()
    await flow.getState().continue()
    expect(reservation().paymentType).toBe('CCARD_GUARANTEE')
    flow.getState().choosePaymentMethod('PREPAYMENT')
    expect(reservation().paymentType).toBe('PREPAYMENT')
    flow.getState().choosePaymentMethod('NOGUARANTEE')
    expect(reservation().paymentType).toBe('PREPAYMENT')
  })
})

describe('booking flow: book (decision 040: the card on the card page, SPEC 4)', () => {
  async function onPayment(server = hotel(), options = {}) {
    const made = await withRoom(server, options)
    await made.flow.getState().continue()
    return made
  }

  /** The server's quote with one payment method only. */
  const onlyMethod = (type: PaymentType) =>
    hotel({
      finalPriceQuote: (request) =>
        Promise.resolve(
          serverQuote(
            request.units.map(() => 45000),
            [type],
          ),
        ),
    })

  it('opens the card step for a card rate: card-payment with the stay, the method, the guest’s details (checked before any card is typed) and the page’s origin; nothing booked yet', async () => {
    const { flow, reservation, server } = await onPayment()
    flow.getState().choosePaymentMethod('PREPAYMENT')
    await flow.getState().book(details)
    expect(server.sent.cardPayments).toEqual([
      {
        lang: 'en',
        propertyId: 'hotel-rovinj',
        rateId: 'flex',
        dateFrom: '2027-06-10',
        dateTo: '2027-06-13',
        units: server.sent.quotes[0]?.units,
        expectedTotal: 45000,
        currency: 'EUR',
        paymentType: 'PREPAYMENT',
        reservationHolder: details.reservationHolder,
        guest: details.guest,
        parent: PAGE_ORIGIN,
      },
    ])
    expect(flow.getState()).toMatchObject({
      busy: false,
      cardStep: cardStepFor('pi_test0001'),
      booking: undefined,
    })
    expect(server.sent.bookings).toEqual([])
    expect(reservation()).toMatchObject({
      activeStep: 3,
      isPolicyAccepted: true,
      reservationHolder: details.reservationHolder,
    })
  })

  it('books with the intent the card page confirmed, the kept details and the idempotency key, then confirms at step 4 and closes the card step', async () => {
    const storage = memoryStorage()
    const { flow, reservation, server, dataLayer } = await onPayment(hotel(), {
      storage,
    })
    await flow.getState().book(details)
    expect(flow.getState().busy).toBe(false)
    const key = flow.getState().idempotencyKey
    await flow.getState().cardConfirmed('seti_test0001')
    const [sent] = server.sent.bookings
    expect(sent).toMatchObject({
      key,
      request: {
        paymentType: 'CCARD_GUARANTEE',
        expectedTotal: 45000,
        payment: { intent: 'seti_test0001' },
        isPolicyAccepted: true,
        reservationHolder: details.reservationHolder,
        guest: details.guest,
      },
    })
    expect(sent?.request).not.toHaveProperty('card')
    expect(reservation().activeStep).toBe(4)
    expect(flow.getState()).toMatchObject({
      cardStep: undefined,
      busy: false,
      booking: { bookingId: 'AAR-7K2M9Q' },
    })
    expect(flow.getState().idempotencyKey).not.toBe(key)
    expect(events(dataLayer)).toContain('purchase')
    expect([...storage.data.values()].join()).not.toContain('seti_test0001')
  })

  it('books nothing for a confirmation of another intent, with no card step open, or twice for one intent', async () => {
    const { flow, server } = await onPayment()
    await flow.getState().cardConfirmed('seti_test0001')
    await flow.getState().book(details)
    await flow.getState().cardConfirmed('seti_someoneelse')
    expect(server.sent.bookings).toEqual([])
    await Promise.all([
      flow.getState().cardConfirmed('seti_test0001'),
      flow.getState().cardConfirmed('seti_test0001'),
    ])
    await flow.getState().cardConfirmed('seti_test0001')
    expect(server.sent.bookings).toHaveLength(1)
  })

  it('books at once, with no card step and no payment, when the rate needs no guarantee', async () => {
    const server = onlyMethod('NOGUARANTEE')
    const { flow, reservation } = await onPayment(server)
    await flow.getState().book(details)
    expect(server.sent.cardPayments).toEqual([])
    expect(server.sent.bookings[0]?.request.paymentType).toBe('NOGUARANTEE')
    expect(server.sent.bookings[0]?.request).not.toHaveProperty('payment')
    expect(reservation().activeStep).toBe(4)
  })

  it('SPEC 8: a booking with the guest form’s newsletter box ticked pushes newsletter_sign_up with the crm e-mail, after purchase', async () => {
    const { flow, dataLayer } = await onPayment()
    await bookByCard(flow, {
      ...details,
      guest: { ...details.guest, newsletter: true },
    })
    expect(events(dataLayer).slice(-2)).toEqual([
      'purchase',
      'newsletter_sign_up',
    ])
    expect(dataLayer.at(-1)).toEqual({
      event: 'newsletter_sign_up',
      crm_email: details.guest.email,
    })
  })

  it('a refused booking closes the card step and shows the refusal with its field errors; the next attempt opens a new card step under a new key', async () => {
    const refuseOnce = [
      () =>
        Promise.reject(
          refused('payment_declined', 402, { card: 'card_brand_not_accepted' }),
        ),
    ]
    const server = hotel({
      newBooking: (request, options) => {
        server.sent.bookings.push({
          request,
          key: options?.headers?.['Idempotency-Key'] ?? '',
        })
        const next = refuseOnce.shift()
        return next ? next() : Promise.resolve(bookingFor(request))
      },
    })
    const { flow, reservation } = await onPayment(server)
    await bookByCard(flow)
    expect(flow.getState()).toMatchObject({
      cardStep: undefined,
      busy: false,
      refusal: {
        message: 'payment_declined',
        fields: { card: 'card_brand_not_accepted' },
      },
    })
    expect(reservation().activeStep).toBe(3)
    await flow.getState().cardConfirmed('seti_test0001')
    expect(server.sent.bookings).toHaveLength(1)

    await bookByCard(flow)
    const [first, second] = server.sent.bookings
    expect(second?.request.payment).toEqual({ intent: 'seti_test0002' })
    expect(second?.key).not.toBe(first?.key)
    expect(reservation().activeStep).toBe(4)
  })

  it('a booking whose answer was lost keeps the card step and the key: confirming again retries the same booking, never a second one', async () => {
    const answers = [
      () =>
        Promise.reject(
          new ApiError({ kind: 'generic', status: 0, message: 'network' }),
        ),
      () => Promise.reject(refused('payment_unavailable', 503)),
    ]
    const server = hotel({
      newBooking: (request, options) => {
        server.sent.bookings.push({
          request,
          key: options?.headers?.['Idempotency-Key'] ?? '',
        })
        const next = answers.shift()
        return next ? next() : Promise.resolve(bookingFor(request))
      },
    })
    const { flow } = await onPayment(server)
    await bookByCard(flow)
    expect(flow.getState()).toMatchObject({
      cardStep: { intent: 'seti_test0001' },
      refusal: { message: 'generic' },
    })
    await flow.getState().cardConfirmed('seti_test0001')
    expect(flow.getState().refusal).toEqual({ message: 'payment_unavailable' })
    await flow.getState().cardConfirmed('seti_test0001')
    const sent = server.sent.bookings
    expect(sent.map((booking) => booking.key)).toEqual([
      sent[0]?.key,
      sent[0]?.key,
      sent[0]?.key,
    ])
    expect(sent.map((booking) => booking.request)).toEqual([
      sent[0]?.request,
      sent[0]?.request,
      sent[0]?.request,
    ])
    expect(flow.getState().booking).toBeDefined()
  })

  it('tells a card-payment refusal as a booking’s: the card service not answering shown, the card step not opened', async () => {
    const server = hotel({
      cardPayment: () => Promise.reject(refused('payment_unavailable', 503)),
    })
    const { flow, reservation } = await onPayment(server)
    await flow.getState().book(details)
    expect(flow.getState()).toMatchObject({
      busy: false,
      cardStep: undefined,
      refusal: { message: 'payment_unavailable' },
    })
    expect(reservation().activeStep).toBe(3)
    await flow.getState().cardConfirmed('seti_test0001')
    expect(server.sent.bookings).toEqual([])
  })

  it('after a price-changed refusal of card-payment, asks for the new quote and opens the card step for the new total next time', async () => {
    let price = 45000
    const refuseOnce = [() => Promise.reject(refused('price_changed'))]
    const server = hotel(
      {
        cardPayment: (request) => {
          server.sent.cardPayments.push(request)
          const next = refuseOnce.shift()
          return next ? next() : Promise.resolve(cardStepFor('seti_test0002'))
        },
      },
      () => price,
    )
    const { flow, reservation } = await onPayment(server)
    price = 48000
    await flow.getState().book(details)
    expect(flow.getState()).toMatchObject({
      cardStep: undefined,
      refusal: { message: 'price_changed' },
    })
    expect(reservation()).toMatchObject({ activeStep: 3, totalPrice: 48000 })
    await bookByCard(flow)
    expect(server.sent.cardPayments[1]?.expectedTotal).toBe(48000)
    expect(server.sent.bookings[0]?.request.expectedTotal).toBe(48000)
    expect(reservation().activeStep).toBe(4)
  })

  it('goes back to the rooms with the sold-out notice when the nights sold while the guest was on the card page', async () => {
    const server = hotel({
      newBooking: () => Promise.reject(refused('sold_out')),
    })
    const { flow, reservation } = await onPayment(server)
    await bookByCard(flow)
    expect(reservation().activeStep).toBe(2)
    expect(flow.getState()).toMatchObject({
      notice: { kind: 'sold_out' },
      cardStep: undefined,
    })
  })

  it('leaving the card step, going back or choosing another method closes it; its confirmation then books nothing', async () => {
    const { flow, reservation, server } = await onPayment()
    await flow.getState().book(details)
    flow.getState().leaveCardStep()
    expect(flow.getState().cardStep).toBeUndefined()
    await flow.getState().cardConfirmed('seti_test0001')

    await flow.getState().book(details)
    flow.getState().choosePaymentMethod('PREPAYMENT')
    expect(flow.getState().cardStep).toBeUndefined()

    await flow.getState().book(details)
    flow.getState().back()
    expect(flow.getState().cardStep).toBeUndefined()
    expect(reservation().activeStep).toBe(2)
    await flow.getState().cardConfirmed('seti_test0003')
    expect(server.sent.bookings).toEqual([])
  })

  it('shows a refusal and leaves it behind on the way back to the rooms', async () => {
    const server = hotel({
      newBooking: () => Promise.reject(refused('payment_incomplete')),
    })
    const { flow, reservation } = await onPayment(server)
    await bookByCard(flow)
    expect(flow.getState().refusal).toEqual({ message: 'payment_incomplete' })
    flow.getState().back()
    expect(flow.getState().refusal).toBeUndefined()
    expect(reservation().activeStep).toBe(2)
  })
})

describe('booking flow: reload (SPEC 4 persistence)', () => {
  /** Books a double room with a flow over `storage`, as a guest did before reloading. */
  async function bookedIn(storage: ReturnType<typeof memoryStorage>) {
    const first = await withRoom(hotel(), { storage })
    await first.flow.getState().continue()
    await bookByCard(first.flow)
    return storage
  }

  it('restores the reservation on the payment step and asks the server’s quote again', async () => {
    const storage = memoryStorage()
    const first = await withRoom(hotel(), { storage })
    await first.flow.getState().continue()
    const server = hotel({}, () => 46000)
    const { flow, reservation } = flowOf(server.api, {
      storage,
      pathname: '/en/booking/payment',
    })
    await flow.getState().load()
    expect(reservation()).toMatchObject({ activeStep: 3, totalPrice: 46000 })
    expect(flow.getState().quote?.totalPrice).toBe(46000)
    expect(server.sent.anotherRoom).toEqual(['double-sea'])
  })

  it('decision 040: starts the card step again after a reload, on the payment step with nothing booked', async () => {
    const storage = memoryStorage()
    const first = await withRoom(hotel(), { storage })
    await first.flow.getState().continue()
    await first.flow.getState().book(details)
    expect(first.flow.getState().cardStep).toBeDefined()
    const { flow, reservation } = flowOf(hotel().api, {
      storage,
      pathname: '/en/booking/payment',
    })
    await flow.getState().load()
    expect(reservation().activeStep).toBe(3)
    expect(flow.getState().cardStep).toBeUndefined()
    await flow.getState().cardConfirmed('seti_test0001')
    expect(flow.getState().booking).toBeUndefined()
  })

  it('goes back to the rooms when the payment step’s quote fails after a reload', async () => {
    const storage = memoryStorage()
    const first = await withRoom(hotel(), { storage })
    await first.flow.getState().continue()
    const server = hotel({
      finalPriceQuote: () => Promise.reject(refused('sold_out')),
    })
    const { flow, reservation } = flowOf(server.api, { storage })
    await flow.getState().load()
    expect(reservation().activeStep).toBe(2)
    expect(flow.getState().notice).toEqual({ kind: 'sold_out' })
  })

  it('shows the confirmation again after a reload of reservation-confirm (reservation_confirmation)', async () => {
    const storage = await bookedIn(memoryStorage())
    const { flow, reservation } = flowOf(hotel().api, {
      storage,
      pathname: '/en/booking/reservation-confirm',
    })
    await flow.getState().load()
    expect(reservation().activeStep).toBe(4)
    expect(flow.getState().booking?.bookingId).toBe('AAR-7K2M9Q')
  })

  it('starts afresh for another property or stay, and forgets the confirmation', async () => {
    const storage = await bookedIn(memoryStorage())
    const { flow, reservation } = flowOf(hotel().api, {
      storage,
      dateFrom: '2027-07-01',
      dateTo: '2027-07-04',
    })
    await flow.getState().load()
    expect(reservation()).toMatchObject({ activeStep: 2, units: [] })
    expect(flow.getState().booking).toBeUndefined()
    expect(storage.data.has('reservation_confirmation')).toBe(false)
  })

  it('resets the saved reservation on pages outside booking and sign-in (SPEC 4)', async () => {
    const storage = memoryStorage()
    await withRoom(hotel(), { storage })
    const { flow, reservation } = flowOf(hotel().api, {
      storage,
      pathname: '/en/offers',
    })
    expect(reservation().units).toEqual([])
    await flow.getState().load()
    expect(reservation().units).toEqual([])
  })
})

describe('booking flow: member rates (issue 13)', () => {
  const memberRateOffer = () => {
    const offer = propertyOffer()
    const rate = offer.units[0]!.rates[0]!
    offer.units[0]!.rates[0] = {
      ...rate,
      memberDiscountPercent: 10,
      memberTotal: 40500,
      memberNightly: 13500,
    }
    return offer
  }
  const priced = (applied: boolean) => () => {
    const quote = serverQuote([applied ? 40500 : 45000])
    return Promise.resolve({
      ...quote,
      memberRate: {
        discountPercent: 10,
        publicTotal: 45000,
        memberTotal: 40500,
        applied,
      },
    })
  }
  const added = async (applied: boolean) => {
    const server = hotel({
      property: () => Promise.resolve(memberRateOffer()),
      finalPriceQuote: priced(applied),
    })
    const made = flowOf(server.api)
    await made.flow.getState().load()
    made.flow.getState().addRoom('double-sea', 'flex')
    await vi.waitFor(() => expect(made.flow.getState().quote).toBeDefined())
    return made
  }

  it('asks the server at once whether a room of a rate with a member price is priced for a member', async () => {
    const { reservation } = await added(true)
    expect(reservation()).toMatchObject({ isLoyalty: true, totalPrice: 40500 })
  })

  it('keeps the public price and isLoyalty false when the server does not apply the member price', async () => {
    const { reservation, flow } = await added(false)
    expect(reservation()).toMatchObject({
      isLoyalty: false,
      totalPrice: 45000,
    })
    expect(flow.getState().quote?.memberRate?.memberTotal).toBe(40500)
  })

  it('joins a signed-in member during the booking, tracked as sign_up in loyalty_reservation (SPEC 4)', async () => {
    let joined = false
    const server = hotel({
      property: () => Promise.resolve(memberRateOffer()),
      finalPriceQuote: () => priced(joined)(),
      joinClub: () => {
        joined = true
        return Promise.resolve({ loyalty: null })
      },
    })
    const dataLayer: DataLayerEntry[] = []
    const { flow, reservation } = flowOf(server.api)
    await flow.getState().load()
    flow.getState().addRoom('double-sea', 'flex')
    await vi.waitFor(() => expect(flow.getState().quote).toBeDefined())
    expect(reservation().isLoyalty).toBe(false)
    await joinClubWhileBooking(server.api, createTracker(dataLayer))
    await flow.getState().refresh()
    expect(reservation()).toMatchObject({ isLoyalty: true, totalPrice: 40500 })
    expect(dataLayer).toContainEqual({
      event: 'sign_up',
      context: 'loyalty_reservation',
    })
  })

  it('joins through the page’s call with busy and failure in the flow, then asks for the member price', async () => {
    let member = false
    const server = hotel({
      property: () => Promise.resolve(memberRateOffer()),
      finalPriceQuote: () => priced(member)(),
    })
    const { flow, reservation } = flowOf(server.api)
    await flow.getState().load()
    flow.getState().addRoom('double-sea', 'flex')
    await vi.waitFor(() => expect(flow.getState().quote).toBeDefined())
    await flow.getState().joinClub(() => Promise.reject(new Error('offline')))
    expect(flow.getState().clubJoin).toBe('failed')
    let during: string | undefined
    await flow.getState().joinClub(() => {
      during = flow.getState().clubJoin
      member = true
      return Promise.resolve()
    })
    expect(during).toBe('busy')
    expect(flow.getState().clubJoin).toBe('idle')
    expect(reservation()).toMatchObject({ isLoyalty: true, totalPrice: 40500 })
  })

  it('asks again for a restored reservation, as when a guest comes back from signing in', async () => {
    let member = false
    const server = hotel({
      property: () => Promise.resolve(memberRateOffer()),
      propertyAnotherRoom: () => Promise.resolve(memberRateOffer()),
      finalPriceQuote: () => priced(member)(),
    })
    const storage = memoryStorage()
    const first = flowOf(server.api, { storage })
    await first.flow.getState().load()
    first.flow.getState().addRoom('double-sea', 'flex')
    await vi.waitFor(() => expect(first.flow.getState().quote).toBeDefined())
    expect(first.reservation().isLoyalty).toBe(false)
    member = true
    const back = flowOf(server.api, { storage })
    await back.flow.getState().load()
    expect(back.reservation()).toMatchObject({
      isLoyalty: true,
      totalPrice: 40500,
    })
  })
})

describe('booking flow: a promo code (issue 35, decision 044)', () => {
  /** A server that takes 10 % off for SUMMER10 and refuses any other code, until it is used up. */
  function promoHotel() {
    let usedUp = false
    const server = hotel({
      finalPriceQuote: (request) => {
        const code = request.promoCode?.toUpperCase()
        if (code && (code !== 'SUMMER10' || usedUp))
          return Promise.reject(
            refused(code === 'SUMMER10' ? 'conflict' : 'missing_params', 400, {
              promoCode: usedUp ? 'promo_code_used_up' : 'promo_code_unknown',
            }),
          )
        const quote = serverQuote(
          request.units.map(() => (code ? 40500 : 45000)),
          ['CCARD_GUARANTEE', 'PREPAYMENT'],
          request.units.map((unit) => unit.lineId),
        )
        return Promise.resolve(
          code ? { ...quote, promoCode: { code, discount: 4500 } } : quote,
        )
      },
    })
    return { ...server, useUp: () => (usedUp = true) }
  }

  async function onPayment(server = promoHotel()) {
    const made = await withRoom(server)
    await made.flow.getState().continue()
    return made
  }

  it('prices the reservation with a code the server applies, kept in upper case and sent with the booking', async () => {
    const server = promoHotel()
    const { flow, reservation } = await onPayment(server)
    await flow.getState().applyPromoCode(' summer10 ')
    expect(flow.getState().promoRefusal).toBeUndefined()
    expect(reservation()).toMatchObject({
      promoCode: 'SUMMER10',
      totalPrice: 40500,
    })
    await flow.getState().choosePaymentMethod('PREPAYMENT')
    await bookByCard(flow)
    expect(server.sent.bookings.at(-1)?.request).toMatchObject({
      promoCode: 'SUMMER10',
      expectedTotal: 40500,
    })
  })

  it('keeps the price and says why when the server refuses a code, and refuses one that cannot be a code without asking', async () => {
    const server = promoHotel()
    const { flow, reservation } = await onPayment(server)
    const asked = server.sent.quotes.length
    await flow.getState().applyPromoCode('no')
    expect(flow.getState().promoRefusal).toBe('promo_code_invalid')
    expect(server.sent.quotes).toHaveLength(asked)
    await flow.getState().applyPromoCode('WINTER')
    expect(flow.getState().promoRefusal).toBe('promo_code_unknown')
    expect(reservation()).toMatchObject({ totalPrice: 45000, promoCode: '' })
  })

  it('drops a code used up since it was applied when the reservation is priced again, saying so', async () => {
    const server = promoHotel()
    const { flow, reservation } = await onPayment(server)
    await flow.getState().applyPromoCode('SUMMER10')
    server.useUp()
    await flow.getState().refresh()
    expect(flow.getState().promoRefusal).toBe('promo_code_used_up')
    expect(reservation()).toMatchObject({ promoCode: '', totalPrice: 45000 })
    expect(flow.getState().notice).toBeUndefined()
  })

  it('is removed on the guest’s word, and the price is the server’s without it', async () => {
    const { flow, reservation } = await onPayment()
    await flow.getState().applyPromoCode('SUMMER10')
    await flow.getState().removePromoCode()
    expect(reservation()).toMatchObject({ promoCode: '', totalPrice: 45000 })
  })
})
