import { describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  type editBookingQuote,
  type ErrorKind,
  type ExistingBookingResponse,
  type InputOf,
} from '../api'
import { fakeApiClient, type FakeEndpoints } from '../api/fakeApiClient'
import { createTracker, type DataLayerEntry } from '../tracking'
import { createManageFlow } from './manageFlow'
import type { ManageFlowOptions } from './manageFlowTypes'
import { propertyOffer, serverQuote, memoryStorage } from './testing'

const TOKEN = 'signed-token-of-AAR-7K2M9Q'

const refused = (kind: ErrorKind, status = 409) =>
  new ApiError({ kind, status, message: `refused: ${kind}` })

/** A booking for 2027-06-10 to 13: one double room for two, with parking. */
function booked(
  overrides: Partial<ExistingBookingResponse> = {},
): ExistingBookingResponse {
  return {
    bookingId: 'AAR-7K2M9Q',
    bookingURI: `/en/booking/modify?token=${TOKEN}`,
    status: 'confirmed',
    checkIn: '2027-06-10',
    checkOut: '2027-06-13',
    editable: true,
    deletable: true,
    totalPrice: 49500,
    currency: 'EUR',
    hotelDetails: {
      propertyId: 'hotel-rovinj',
      name: 'Hotel Lone Bay',
      city: 'Rovinj',
      stars: 4,
    },
    rate: { rateId: 'flex', name: 'Flexible', boardName: 'Breakfast' },
    accomodationData: [
      {
        unitId: 'double-sea',
        unitName: 'Double room',
        adults: 2,
        children: 0,
        initialTotal: 45000,
        total: 49500,
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
    userDetails: {
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat@example.com',
      country: 'HR',
      telephone: '+385911234567',
    },
    paymentMethods: [],
    paymentType: 'NOGUARANTEE',
    reservationDetails: {
      total: 49500,
      checkIn: '2027-06-10',
      checkOut: '2027-06-13',
    },
    rezervationDate: '2027-01-05',
    availabilityCalendar: [],
    isPolicyAccepted: true,
    loyalty: false,
    isGuestsFormActive: false,
    scrollToRoomTabs: false,
    policy: { sales: [], salesAdditional: [], cancelation: [], other: [] },
    cancellation: { fee: null },
    ...overrides,
  } as unknown as ExistingBookingResponse
}

function hotel(overrides: FakeEndpoints = {}) {
  const quotes: InputOf<typeof editBookingQuote>[] = []
  const handlers: FakeEndpoints = {
    viewBooking: () => Promise.resolve(booked()),
    property: () => Promise.resolve(propertyOffer()),
    editBookingQuote: (request) => {
      quotes.push(request)
      return Promise.resolve(serverQuote([52000]))
    },
    editBooking: (request) =>
      Promise.resolve(
        booked({
          checkIn: request.dateFrom,
          checkOut: request.dateTo,
          totalPrice: request.expectedTotal,
        }),
      ),
    cancelBooking: () =>
      Promise.resolve(
        booked({ status: 'cancelled', editable: false, deletable: false }),
      ),
    ...overrides,
  }
  return { api: fakeApiClient(handlers), quotes }
}

function flowOf(
  api: ReturnType<typeof hotel>['api'],
  options: Partial<ManageFlowOptions> = {},
) {
  const dataLayer: DataLayerEntry[] = []
  const flow = createManageFlow({
    api,
    lang: 'en',
    token: TOKEN,
    initialView: 'booking',
    tracker: createTracker(dataLayer),
    storage: memoryStorage(),
    quoteDelayMs: 0,
    today: () => '2027-01-10',
    ...options,
  })
  return { flow, dataLayer, state: () => flow.getState() }
}

const later = { dateFrom: '2027-06-11', dateTo: '2027-06-14' }

describe('manage flow: opening a booking', () => {
  it('opens the booking of the link', async () => {
    const { state } = flowOf(hotel().api)
    await state().load()
    expect(state()).toMatchObject({ view: 'booking', failure: undefined })
    expect(state().booking?.bookingId).toBe('AAR-7K2M9Q')
  })

  it('asks for the booking number and e-mail without a link, then opens the booking found', async () => {
    const { state } = flowOf(hotel().api, { token: undefined })
    expect(state().view).toBe('find')
    await state().found(`/en/booking/modify?token=${TOKEN}`)
    expect(state()).toMatchObject({ view: 'booking', token: TOKEN })
    expect(state().booking?.bookingId).toBe('AAR-7K2M9Q')
  })

  it('tells a link that opens nothing from a server that did not answer, and loads again on retry', async () => {
    let answer: () => Promise<ExistingBookingResponse> = () =>
      Promise.reject(refused('not_found', 404))
    const { api } = hotel({ viewBooking: () => answer() })
    const { state } = flowOf(api)
    await state().load()
    expect(state().failure).toBe('link')
    answer = () =>
      Promise.reject(
        new ApiError({ kind: 'generic', status: 0, message: 'offline' }),
      )
    await state().load()
    expect(state().failure).toBe('generic')
    answer = () => Promise.resolve(booked())
    await state().load()
    expect(state().failure).toBeUndefined()
  })

  it('shows the booking, not the change, when a booking can no longer be edited (SPEC 4 editable)', async () => {
    const { api } = hotel({
      viewBooking: () => Promise.resolve(booked({ editable: false })),
    })
    const { state } = flowOf(api, { initialView: 'modify' })
    await state().load()
    expect(state().view).toBe('booking')
    expect(state().modify).toBeUndefined()
  })
})

describe('manage flow: changing a booking', () => {
  async function changing(server = hotel(), options = {}) {
    const made = flowOf(server.api, options)
    await made.state().load()
    made.state().startChange('dates')
    return { ...made, server }
  }

  it('starts the change from the booking as it stands, with card-guarantee payment (SPEC 4)', async () => {
    const { state } = await changing()
    expect(state().view).toBe('modify')
    expect(state().modify).toMatchObject({
      paymentType: 'CCARD_GUARANTEE',
      draft: {
        dateFrom: '2027-06-10',
        units: [
          {
            unitId: 'double-sea',
            supplements: [{ serviceId: 'parking', quantity: 1 }],
          },
        ],
      },
    })
    expect(state().changeQuote).toEqual({ state: 'unchanged' })
    await vi.waitFor(() => expect(state().changeOffer).toBeDefined())
  })

  it('prices a change on the server and confirms it at the price shown', async () => {
    const onModified = vi.fn()
    const { state, server, dataLayer } = await changing(hotel(), {
      onModified,
    })
    const draft = state().modify!.draft
    state().setDraft({ ...draft, ...later })
    expect(state().changeQuote).toEqual({ state: 'pricing' })
    await vi.waitFor(() => expect(state().changeQuote.state).toBe('priced'))
    expect(server.quotes[0]).toMatchObject({ token: TOKEN, ...later })
    await state().confirmChange()
    expect(state().view).toBe('changed')
    expect(state().booking).toMatchObject({ checkIn: '2027-06-11' })
    expect(state().confirmation?.previousTotal).toBe(49500)
    expect(onModified).toHaveBeenCalledWith(
      expect.objectContaining({ totalPrice: 52000 }),
      49500,
    )
    expect(dataLayer).toContainEqual(
      expect.objectContaining({ action: 'booking_modified' }),
    )
  })

  it('counts extras chosen again in another order as no change, and asks nothing', async () => {
    const { state, server } = await changing()
    const draft = state().modify!.draft
    state().setDraft({
      ...draft,
      units: draft.units.map((unit) => ({
        ...unit,
        supplements: [...(unit.supplements ?? [])].reverse(),
      })),
    })
    expect(state().changeQuote).toEqual({ state: 'unchanged' })
    expect(server.quotes).toEqual([])
  })

  it('asks no price for dates that are not a stay, and says so', async () => {
    const { state, server } = await changing()
    state().setDraft({
      ...state().modify!.draft,
      dateFrom: '2027-06-14',
      dateTo: '2027-06-11',
    })
    expect(state().changeQuote).toEqual({ state: 'failed', kind: 'invalid' })
    expect(server.quotes).toEqual([])
  })

  it('says the rooms are not free when the server answers sold out', async () => {
    const server = hotel({
      editBookingQuote: () => Promise.reject(refused('sold_out')),
    })
    const { state } = await changing(server)
    state().setDraft({ ...state().modify!.draft, ...later })
    await vi.waitFor(() =>
      expect(state().changeQuote).toEqual({
        state: 'failed',
        kind: 'sold_out',
      }),
    )
  })

  it('issue 14: names the restriction staff set on the new dates (minimum stay, no arrival, no departure)', async () => {
    for (const [field, code, kind] of [
      ['dateTo', 'below_min_nights', 'min_stay'],
      ['dateFrom', 'closed_to_arrival', 'no_arrival'],
      ['dateTo', 'closed_to_departure', 'no_departure'],
    ] as const) {
      const server = hotel({
        editBookingQuote: () =>
          Promise.reject(
            new ApiError({
              kind: 'missing_params',
              status: 400,
              message: 'restricted',
              fields: { [field]: code },
            }),
          ),
      })
      const { state } = await changing(server)
      state().setDraft({ ...state().modify!.draft, ...later })
      await vi.waitFor(() =>
        expect(state().changeQuote).toEqual({ state: 'failed', kind }),
      )
    }
  })

  it('after a price-changed refusal, asks the new price and keeps the guest on the change', async () => {
    let refuse = true
    const server = hotel({
      editBooking: () =>
        refuse
          ? ((refuse = false), Promise.reject(refused('price_changed')))
          : Promise.resolve(booked({ totalPrice: 52000 })),
    })
    const { state } = await changing(server)
    state().setDraft({ ...state().modify!.draft, ...later })
    await vi.waitFor(() => expect(state().changeQuote.state).toBe('priced'))
    await state().confirmChange()
    expect(state()).toMatchObject({
      view: 'modify',
      changeRefusal: 'price_changed',
      changeBusy: false,
    })
    await vi.waitFor(() => expect(server.quotes).toHaveLength(2))
  })

  it('keeps an unfinished change across a reload only while the booking is unchanged on the server (SPEC 4)', async () => {
    const storage = memoryStorage()
    const first = await changing(hotel(), { storage })
    first.state().setDraft({ ...first.state().modify!.draft, ...later })
    const again = flowOf(hotel().api, { storage, initialView: 'modify' })
    await again.state().load()
    expect(again.state().modify?.draft).toMatchObject(later)
    const changedMeanwhile = hotel({
      viewBooking: () => Promise.resolve(booked({ totalPrice: 50000 })),
    })
    const third = flowOf(changedMeanwhile.api, {
      storage,
      initialView: 'modify',
    })
    await third.state().load()
    expect(third.state().modify?.draft.dateFrom).toBe('2027-06-10')
  })

  it('shows the change made again after a reload of the confirm page (reservation_modify_confirmation)', async () => {
    const storage = memoryStorage()
    const first = await changing(hotel(), { storage })
    first.state().setDraft({ ...first.state().modify!.draft, ...later })
    await vi.waitFor(() =>
      expect(first.state().changeQuote.state).toBe('priced'),
    )
    await first.state().confirmChange()
    const reloaded = flowOf(hotel().api, { storage, initialView: 'changed' })
    expect(reloaded.state().confirmation).toMatchObject({
      previousTotal: 49500,
      booking: { totalPrice: 52000 },
    })
  })
})

describe('manage flow: guest details and cancelling', () => {
  it('saves the guest’s details, rebuilds the change from them and says so on the overview', async () => {
    const { api } = hotel({
      editGuest: (request) =>
        Promise.resolve(
          booked({
            userDetails: {
              ...booked().userDetails,
              city: request.guest.city ?? '',
            },
          }),
        ),
    })
    const { state } = flowOf(api)
    await state().load()
    state().go('guest')
    await state().saveGuest({
      ...booked().userDetails,
      phonenumber: '+385911234567',
      city: 'Split',
      newsletter: false,
      sms: false,
    })
    expect(state()).toMatchObject({ view: 'booking', notice: 'guest_saved' })
    expect(state().booking?.userDetails.city).toBe('Split')
    state().go('cancel')
    expect(state().notice).toBeUndefined()
  })

  it('rejects with the server’s error when the details are refused, and stays on the form', async () => {
    const { api } = hotel({
      editGuest: () => Promise.reject(refused('missing_params', 400)),
    })
    const { state } = flowOf(api)
    await state().load()
    state().go('guest')
    await expect(
      state().saveGuest({
        ...booked().userDetails,
        phonenumber: 'x',
        newsletter: false,
        sms: false,
      }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(state().view).toBe('guest')
  })

  it('issue 16: sends the guest’s review of a stay that is over, marks the booking reviewed and says so', async () => {
    const sent: unknown[] = []
    const { api } = hotel({
      viewBooking: () =>
        Promise.resolve(
          booked({
            checkIn: '2026-06-10',
            checkOut: '2026-06-13',
            review: 'open',
          }),
        ),
      submitReview: (request) => {
        sent.push(request)
        return Promise.resolve({ reviewId: 'r1', status: 'pending' as const })
      },
    })
    const { state, dataLayer } = flowOf(api)
    await state().load()
    await state().review({
      rating: 5,
      title: 'Lovely',
      text: 'Quiet and clean.',
    })
    expect(sent).toEqual([
      {
        token: TOKEN,
        lang: 'en',
        rating: 5,
        title: 'Lovely',
        text: 'Quiet and clean.',
      },
    ])
    expect(state()).toMatchObject({ view: 'booking', notice: 'review_sent' })
    expect(state().booking?.review).toBe('already_reviewed')
    expect(dataLayer).toContainEqual(
      expect.objectContaining({ action: 'stay_reviewed' }),
    )
  })

  it('issue 16: rejects with the server’s refusal and keeps the booking as it was', async () => {
    const { api } = hotel({
      viewBooking: () => Promise.resolve(booked({ review: 'open' })),
      submitReview: () => Promise.reject(refused('conflict')),
    })
    const { state } = flowOf(api)
    await state().load()
    await expect(
      state().review({ rating: 4, title: 'Good', text: 'Nice stay.' }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(state().booking?.review).toBe('open')
    expect(state().notice).toBeUndefined()
  })

  it('cancels the booking, tells the page and tracks it', async () => {
    const onCancelled = vi.fn()
    const { state, dataLayer } = flowOf(hotel().api, { onCancelled })
    await state().load()
    state().go('cancel')
    await state().cancel()
    expect(state().view).toBe('cancelled')
    expect(state().booking?.status).toBe('cancelled')
    expect(onCancelled).toHaveBeenCalledOnce()
    expect(dataLayer).toContainEqual(
      expect.objectContaining({ action: 'booking_cancelled' }),
    )
  })
})
