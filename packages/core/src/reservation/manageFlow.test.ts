import { describe, expect, it, vi } from 'vitest'
import { ApiError, type ExistingBookingResponse } from '../api'
import { booked, flowOf, hotel, refused, TOKEN } from './manageFlowFixtures'
import { memoryStorage } from './testing'

const later = { dateFrom: '2027-06-11', dateTo: '2027-06-14' }

describe('manage flow: opening a booking', () => {
  it('opens the booking of the link', async () => {
    const { state } = flowOf(hotel().api)
    await state().load()
    expect(state()).toMatchObject({ view: 'booking', failure: undefined })
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
      // Issue 33: an extra the booking has whose meal its board serves is to be taken off.
      ['units.0.supplements.0.serviceId', 'served_by_board', 'served_by_board'],
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
