import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/ApiError'
import type { InputOf } from '../api/endpoint'
import type { adminChangeBooking, adminChangeQuote } from '../api/endpoints'
import {
  fakeApiClient,
  refusal,
  type FakeEndpoints,
} from '../api/fakeApiClient'
import { serverQuote } from '../reservation/testing'
import { staffBooking } from './staffBookingFixtures'
import { createStaffChangeFlow } from './staffChangeFlow'
import type { StaffChangeInput } from './staffChangeFlowTypes'

const asBooked: StaffChangeInput = {
  dateFrom: '2027-06-10',
  dateTo: '2027-06-13',
  guests: [{ adults: '2', children: '0' }],
}
const longer: StaffChangeInput = { ...asBooked, dateTo: '2027-06-14' }

const restricted = (fields: Record<string, string>) =>
  new ApiError({
    kind: 'missing_params',
    status: 400,
    message: 'restricted',
    fields,
  })

/** Staff's change of one booking, over a hotel that prices €660 and saves what it is sent. */
function hotel(handlers: FakeEndpoints = {}) {
  const quotes: InputOf<typeof adminChangeQuote>[] = []
  const saves: InputOf<typeof adminChangeBooking>[] = []
  const flow = createStaffChangeFlow({
    api: fakeApiClient({
      adminChangeQuote: async (input) => {
        quotes.push(input)
        return serverQuote([66_000])
      },
      adminChangeBooking: async (input) => {
        saves.push(input)
        return staffBooking({
          checkIn: input.dateFrom,
          checkOut: input.dateTo,
          totalPrice: input.expectedTotal,
        })
      },
      ...handlers,
    }),
    bookingId: 'AA7K2M9QXB',
    lang: 'en',
    today: () => '2027-01-10',
  })
  return { state: () => flow.getState(), quotes, saves }
}

describe('staff change a booking for the guest (issue 14)', () => {
  it('prices the change as typed, keeping the rooms and extras as booked, and saves it at that price with the reason', async () => {
    const { state, quotes, saves } = hotel()
    expect(await state().priceChange(staffBooking(), longer)).toBe(true)
    expect(quotes).toEqual([
      {
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
      },
    ])
    expect(state().changeQuote).toMatchObject({
      state: 'priced',
      quote: { totalPrice: 66_000 },
    })
    expect(
      await state().save(
        staffBooking(),
        longer,
        '  Guest phoned to stay longer ',
      ),
    ).toBe(true)
    expect(saves[0]).toMatchObject({
      dateTo: '2027-06-14',
      expectedTotal: 66_000,
      reason: 'Guest phoned to stay longer',
    })
    expect(state().done).toMatchObject({
      checkOut: '2027-06-14',
      totalPrice: 66_000,
    })
    // The next change starts anew from the booking as changed.
    expect(state().changeQuote).toEqual({ state: 'unchanged' })
  })

  it('asks no price for a change that leaves the booking as it is, and says so', async () => {
    const { state, quotes } = hotel()
    expect(await state().priceChange(staffBooking(), asBooked)).toBe(false)
    expect(state().nothingChanged).toBe(true)
    expect(quotes).toEqual([])
    state().edit('dateTo')
    expect(state().nothingChanged).toBe(false)
  })

  it('checks the dates and the guests before asking, each at its field', async () => {
    const { state, quotes } = hotel()
    await state().priceChange(staffBooking(), {
      dateFrom: '2027-06-14',
      dateTo: '2027-06-11',
      guests: [{ adults: '', children: '0' }],
    })
    expect(state().errors).toEqual({
      dateTo: 'date_to_not_after_date_from',
      'units.0.adults': 'required',
    })
    await state().priceChange(staffBooking(), {
      ...longer,
      dateFrom: '2027-01-09',
      dateTo: '2027-01-12',
    })
    expect(state().errors).toEqual({ dateFrom: 'date_from_in_past' })
    expect(quotes).toEqual([])
  })

  it('names a price refused by kind: sold out, or the restrictions on the new dates at their field', async () => {
    for (const [error, kind, errors] of [
      [refusal('sold_out', 409), 'sold_out', {}],
      [
        restricted({ dateTo: 'below_min_nights' }),
        'min_stay',
        { dateTo: 'below_min_nights' },
      ],
      [
        restricted({ dateFrom: 'closed_to_arrival' }),
        'no_arrival',
        { dateFrom: 'closed_to_arrival' },
      ],
      [
        restricted({ dateTo: 'closed_to_departure' }),
        'no_departure',
        { dateTo: 'closed_to_departure' },
      ],
    ] as const) {
      const { state } = hotel({
        adminChangeQuote: () => Promise.reject(error),
      })
      expect(await state().priceChange(staffBooking(), longer)).toBe(false)
      expect(state().changeQuote).toEqual({ state: 'failed', kind })
      expect(state().errors).toEqual(errors)
      expect(state().problem?.kind).toBe(
        kind === 'sold_out' ? 'sold_out' : undefined,
      )
    }
  })

  it('says a refusal of the booking itself (cancelled meanwhile) as a problem of no field', async () => {
    const { state } = hotel({
      adminChangeQuote: () =>
        Promise.reject(refusal('cancelled', 409, { id: 'cancelled' })),
    })
    await state().priceChange(staffBooking(), longer)
    expect(state().errors).toEqual({})
    expect(state().problem).toMatchObject({ kind: 'cancelled' })
  })

  it('asks a failed price again on retry', async () => {
    let answer = false
    const { state, quotes } = hotel({
      adminChangeQuote: async (input) => {
        quotes.push(input)
        if (!answer) throw refusal('generic', 0)
        return serverQuote([66_000])
      },
    })
    expect(await state().priceChange(staffBooking(), longer)).toBe(false)
    expect(state().changeQuote).toEqual({ state: 'failed', kind: 'generic' })
    answer = true
    expect(await state().priceChange(staffBooking(), longer)).toBe(true)
    expect(quotes).toHaveLength(2)
    expect(state().problem).toBeUndefined()
  })

  it('requires the reason before saving, and sends nothing', async () => {
    const { state, saves } = hotel()
    await state().priceChange(staffBooking(), longer)
    expect(await state().save(staffBooking(), longer, '  ')).toBe(false)
    expect(state().errors).toEqual({ reason: 'required' })
    expect(await state().save(staffBooking(), longer, 'x'.repeat(501))).toBe(
      false,
    )
    expect(state().errors).toEqual({ reason: 'too_long' })
    expect(saves).toEqual([])
    expect(state().changeQuote.state).toBe('priced')
  })

  it('after a price-changed refusal, asks the new price at once and saves at it', async () => {
    let price = 66_000
    const { state, saves } = hotel({
      adminChangeQuote: async () => serverQuote([price]),
      adminChangeBooking: async (input) => {
        saves.push(input)
        if (input.expectedTotal !== price) throw refusal('price_changed', 409)
        return staffBooking({ totalPrice: input.expectedTotal })
      },
    })
    await state().priceChange(staffBooking(), longer)
    price = 68_000
    expect(await state().save(staffBooking(), longer, 'Phoned')).toBe(false)
    expect(state()).toMatchObject({
      changeRefusal: 'price_changed',
      problem: { kind: 'price_changed' },
      changeBusy: false,
    })
    await expect
      .poll(() => state().changeQuote)
      .toMatchObject({
        state: 'priced',
        quote: { totalPrice: 68_000 },
      })
    expect(await state().save(staffBooking(), longer, 'Phoned')).toBe(true)
    expect(saves.map(({ expectedTotal }) => expectedTotal)).toEqual([
      66_000, 68_000,
    ])
  })

  it('keeps the price after a save that got no answer, so the same change is sent again', async () => {
    let answer = false
    const { state, saves } = hotel({
      adminChangeBooking: async (input) => {
        saves.push(input)
        if (!answer) throw refusal('generic', 0)
        return staffBooking({ totalPrice: input.expectedTotal })
      },
    })
    await state().priceChange(staffBooking(), longer)
    expect(await state().save(staffBooking(), longer, 'Phoned')).toBe(false)
    expect(state()).toMatchObject({
      changeRefusal: 'error',
      problem: { kind: 'generic' },
      done: undefined,
    })
    answer = true
    expect(await state().save(staffBooking(), longer, 'Phoned')).toBe(true)
    expect(saves).toHaveLength(2)
    expect(saves[1]).toEqual(saves[0])
  })

  it('forgets the price when the dates or guests are edited, not when the reason is', async () => {
    const { state } = hotel()
    await state().priceChange(staffBooking(), longer)
    state().edit('reason')
    expect(state().changeQuote.state).toBe('priced')
    state().edit('units.0.adults')
    expect(state().changeQuote).toEqual({ state: 'unchanged' })
    expect(await state().save(staffBooking(), longer, 'Phoned')).toBe(false)
  })
})
