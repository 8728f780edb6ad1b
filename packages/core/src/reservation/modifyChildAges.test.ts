import { describe, expect, it, vi } from 'vitest'
import type { ExistingBookingResponse, InputOf, editBooking } from '../api'
import { booked, flowOf, hotel } from './manageFlowFixtures'
import { changeRequestOf, unitMissingAges } from './modifyChildAges'
import { draftOf } from './modifyState'

type BookedUnit = ExistingBookingResponse['accomodationData'][number]

/** The fixture booking's double room, booked for two adults and `party`'s children. */
function family(party: Partial<BookedUnit>) {
  const unit = booked().accomodationData[0]!
  return booked({ accomodationData: [{ ...unit, ...party }] })
}

/** The guest changing the family's booking, with the edits the server was sent. */
async function changing(booking: ExistingBookingResponse) {
  const edits: InputOf<typeof editBooking>[] = []
  const server = hotel({
    viewBooking: () => Promise.resolve(booking),
    editBooking: (request) => {
      edits.push(request)
      return Promise.resolve(booked({ totalPrice: request.expectedTotal }))
    },
  })
  const made = flowOf(server.api)
  await made.state().load()
  made.state().startChange('rooms')
  return { ...made, quotes: server.quotes, edits }
}

const priced = (state: () => { changeQuote: { state: string } }) =>
  vi.waitFor(() => expect(state().changeQuote.state).toBe('priced'))

describe('issue 33 (SPEC 3 childAges): the guest’s change asks each child’s age', () => {
  it('starts from the ages booked, one per child, and counts them as no change', async () => {
    const { state, quotes } = await changing(
      family({ children: 2, childAges: [4, 9] }),
    )
    expect(state().modify?.draft.units[0]?.childAges).toEqual([4, 9])
    expect(state().changeQuote).toEqual({ state: 'unchanged' })
    expect(quotes).toEqual([])
  })

  it('keeps the ages while the number of children stays, and sends them with the quote and the edit', async () => {
    const { state, quotes, edits } = await changing(
      family({ children: 2, childAges: [4, 9] }),
    )
    const draft = state().modify!.draft
    state().setDraft({ ...draft, dateFrom: '2027-06-11', dateTo: '2027-06-14' })
    await priced(state)
    expect(quotes[0]?.units[0]?.childAges).toEqual([4, 9])
    await state().confirmChange()
    expect(edits[0]?.units[0]?.childAges).toEqual([4, 9])
    expect(state().view).toBe('changed')
  })

  it('asks the age of a child added, keeping the first ones’, and prices without ages until each is chosen', async () => {
    const { state, quotes } = await changing(
      family({ children: 1, childAges: [4] }),
    )
    const draft = state().modify!.draft
    state().setDraft({
      ...draft,
      units: draft.units.map((unit) => ({ ...unit, children: 2 })),
    })
    expect(state().modify?.draft.units[0]?.childAges).toEqual([4, null])
    await priced(state)
    expect(quotes.at(-1)?.units[0]).not.toHaveProperty('childAges')
    state().setChildAge(0, 1, 0)
    expect(state().modify?.draft.units[0]?.childAges).toEqual([4, 0])
    await vi.waitFor(() =>
      expect(quotes.at(-1)?.units[0]?.childAges).toEqual([4, 0]),
    )
  })

  it('refuses to confirm while an age is missing, keeping what was chosen, until it is given', async () => {
    const { state, edits } = await changing(
      family({ children: 1, childAges: [4] }),
    )
    const draft = state().modify!.draft
    state().setDraft({
      ...draft,
      units: draft.units.map((unit) => ({ ...unit, children: 2 })),
    })
    await priced(state)
    await state().confirmChange()
    expect(edits).toEqual([])
    expect(state().changeAgesMissing).toBe(true)
    expect(state().view).toBe('modify')
    expect(state().modify?.draft.units[0]?.childAges).toEqual([4, null])
    state().setChildAge(0, 1, 12)
    expect(state().changeAgesMissing).toBe(false)
    await priced(state)
    await state().confirmChange()
    expect(edits[0]?.units[0]).toMatchObject({
      children: 2,
      childAges: [4, 12],
    })
  })

  it('lets a booking made before ages were asked change its dates without them, but asks them for children added', () => {
    const before = family({ children: 2, childAges: undefined })
    const draft = draftOf(before)
    expect(draft.units[0]?.childAges).toEqual([null, null])
    expect(unitMissingAges(before, draft)).toBeUndefined()
    expect(changeRequestOf(draft).units[0]).not.toHaveProperty('childAges')
    const more = {
      ...draft,
      units: draft.units.map((unit) => ({
        ...unit,
        children: 3,
        childAges: [null, null, null],
      })),
    }
    expect(unitMissingAges(before, more)).toBe(0)
  })
})
