import { describe, expect, it } from 'vitest'
import type { InputOf } from '../api/endpoint'
import type { adminChangeBooking, adminChangeQuote } from '../api/endpoints'
import { fakeApiClient } from '../api/fakeApiClient'
import { serverQuote } from '../reservation/testing'
import { staffBooking } from './staffBookingFixtures'
import { createStaffChangeFlow } from './staffChangeFlow'
import type { StaffBooking } from './staffChangeFlowTypes'

type BookedUnit = StaffBooking['accomodationData'][number]

/** The fixture booking's room, booked for two adults and `party`'s children. */
function family(party: Partial<BookedUnit>) {
  const unit = staffBooking().accomodationData[0]!
  return staffBooking({ accomodationData: [{ ...unit, ...party }] })
}

function hotel() {
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
        return staffBooking({ totalPrice: input.expectedTotal })
      },
    }),
    bookingId: 'AA7K2M9QXB',
    lang: 'en',
    today: () => '2027-01-10',
  })
  return { state: () => flow.getState(), quotes, saves }
}

const typed = (children: string, childAges?: string[]) => ({
  dateFrom: '2027-06-10',
  dateTo: '2027-06-14',
  guests: [{ adults: '2', children, childAges }],
})

describe('issue 33 (SPEC 3 childAges): staff’s change asks each child’s age', () => {
  it('sends the ages typed with the quote and the change, one per child', async () => {
    const { state, quotes, saves } = hotel()
    const booking = family({ children: 1, childAges: [4] })
    const input = typed('2', ['4', '0'])
    expect(await state().priceChange(booking, input)).toBe(true)
    expect(quotes[0]?.units[0]).toMatchObject({
      children: 2,
      childAges: [4, 0],
    })
    expect(await state().save(booking, input, 'Asked by phone')).toBe(true)
    expect(saves[0]?.units[0]).toMatchObject({ children: 2, childAges: [4, 0] })
  })

  it('refuses to price a change while a child’s age is missing, at that age’s field', async () => {
    const { state, quotes } = hotel()
    const booking = family({ children: 1, childAges: [4] })
    expect(await state().priceChange(booking, typed('2', ['4', '']))).toBe(
      false,
    )
    expect(state().errors).toEqual({
      'units.0.childAges.1': 'child_age_required',
    })
    expect(quotes).toEqual([])
    state().edit('units.0.childAges.1')
    expect(state().errors).toEqual({})
  })

  it('changes the dates of a booking made before ages were asked without asking them', async () => {
    const { state, quotes } = hotel()
    const booking = family({ children: 2, childAges: undefined })
    expect(await state().priceChange(booking, typed('2'))).toBe(true)
    expect(quotes[0]?.units[0]).not.toHaveProperty('childAges')
  })
})
