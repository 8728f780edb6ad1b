import { describe, expect, it } from 'vitest'
import { ApiError, type PropertiesResponse, type PropertySummary } from '../api'
import { fakeApiClient, type FakeEndpoints } from '../api/fakeApiClient'
import { SESSION_KEYS } from '../reservation/sessionState'
import { memoryStorage } from '../reservation/testing'
import { createTracker } from '../tracking/createTracker'
import type { DataLayerEntry } from '../tracking/trackingEvents'
import { createSearchFlow } from './searchFlow'
import type { StaySearch } from './searchFlowTypes'

const cissa = {
  propertyId: 'cissa-rovinj',
  name: 'Hotel Cissa',
  nightlyFrom: 12000,
  currency: 'EUR',
} as PropertySummary

const answer = (items: PropertySummary[]): PropertiesResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  nights: 3,
})

const stay: StaySearch = {
  destination: 'Istria',
  regionId: 'istria',
  dateFrom: '2027-06-10',
  dateTo: '2027-06-13',
  nights: 3,
  adults: 2,
  children: 0,
}

/** A promise the test settles when it likes: an answer still on its way. */
function later<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((yes) => (resolve = yes))
  return { promise, resolve }
}

function flowWith(endpoints: FakeEndpoints, storage = memoryStorage()) {
  const dataLayer: DataLayerEntry[] = []
  const asked: unknown[] = []
  const flow = createSearchFlow({
    api: fakeApiClient({
      searchProperties: (query) => {
        asked.push(query)
        return Promise.resolve(answer([cissa]))
      },
      ...endpoints,
    }),
    lang: 'en',
    tracker: createTracker(dataLayer),
    storage,
    today: () => '2027-01-10',
  })
  return { state: () => flow.getState(), dataLayer, asked, storage }
}

describe('search flow', () => {
  it('asks for the region chosen with the form’s type and sort, and tracks the list shown', async () => {
    const { state, asked, dataLayer } = flowWith({})
    expect(state().results).toEqual({ state: 'idle' })
    const searching = state().search(stay, { type: 'villa' })
    expect(state().results).toEqual({ state: 'loading' })
    await searching
    expect(asked).toEqual([
      expect.objectContaining({
        destination: 'istria',
        type: 'villa',
        sort: 'recommended',
        lang: 'en',
      }),
    ])
    expect(state().results).toEqual({ state: 'done', answer: answer([cissa]) })
    expect(dataLayer).toContainEqual(
      expect.objectContaining({ event: 'view_item_list' }),
    )
  })

  it('counts only the latest search’s answer', async () => {
    const first = later<PropertiesResponse>()
    let calls = 0
    const { state } = flowWith({
      searchProperties: () =>
        ++calls === 1 ? first.promise : Promise.resolve(answer([])),
    })
    const overtaken = state().search(stay, {})
    await state().sortBy('price')
    first.resolve(answer([cissa]))
    await overtaken
    expect(state().results).toEqual({ state: 'done', answer: answer([]) })
    expect(state().sort).toBe('price')
  })

  it('names a failure by kind: no answer at all is a network failure', async () => {
    const { state } = flowWith({
      searchProperties: () =>
        Promise.reject(
          new ApiError({ kind: 'generic', status: 0, message: 'offline' }),
        ),
    })
    await state().search(stay, {})
    expect(state().results).toEqual({ state: 'error', kind: 'network' })
  })

  it('keeps the search across a reload and runs it again while its dates are bookable', async () => {
    const { state, storage } = flowWith({})
    await state().search(stay, { type: 'hotel' })
    await state().sortBy('stars')
    expect(
      JSON.parse(storage.data.get(SESSION_KEYS.searchParams) ?? '{}'),
    ).toMatchObject({ destination: 'Istria', type: 'hotel', sort: 'stars' })
    const reloaded = flowWith({}, storage)
    expect(reloaded.state()).toMatchObject({
      stay,
      filters: { type: 'hotel' },
      sort: 'stars',
      results: { state: 'loading' },
      restored: { destination: 'Istria' },
    })
    await reloaded.state().load()
    expect(reloaded.asked).toHaveLength(1)
  })

  it('shows a restored search whose dates have passed in the form, but does not run it', async () => {
    const storage = memoryStorage()
    storage.setItem(
      SESSION_KEYS.searchParams,
      JSON.stringify({ ...stay, dateFrom: '2026-12-01', sort: 'price' }),
    )
    const { state, asked } = flowWith({}, storage)
    expect(state()).toMatchObject({
      stay: undefined,
      results: { state: 'idle' },
      restored: { dateFrom: '2026-12-01' },
    })
    await state().load()
    expect(asked).toHaveLength(0)
  })

  it('tracks the property chosen and gives it with the stay searched for', async () => {
    const { state, dataLayer } = flowWith({})
    expect(state().select(cissa, 0)).toBeUndefined()
    await state().search(stay, {})
    expect(state().select(cissa, 0)).toEqual({
      propertyId: 'cissa-rovinj',
      dateFrom: '2027-06-10',
      dateTo: '2027-06-13',
      adults: 2,
      children: 0,
    })
    expect(dataLayer).toContainEqual(
      expect.objectContaining({ event: 'select_item' }),
    )
  })

  it('issue 33: keeps the children’s ages with the party, across a reload and into the choice', async () => {
    const family = { ...stay, children: 2, childAges: [4, 9] }
    const { state, asked, storage } = flowWith({})
    await state().search(family, {})
    // The search itself does not price by age: the server is not asked about them.
    expect(asked[0]).not.toHaveProperty('childAges')
    const reloaded = flowWith({}, storage)
    expect(reloaded.state().stay).toEqual(family)
    expect(reloaded.state().select(cissa, 0)).toMatchObject({
      children: 2,
      childAges: [4, 9],
    })
  })

  it('issue 33: drops restored ages that are not one per child', () => {
    const storage = memoryStorage()
    storage.setItem(
      SESSION_KEYS.searchParams,
      JSON.stringify({ ...stay, children: 2, childAges: [4], sort: 'price' }),
    )
    const { state } = flowWith({}, storage)
    expect(state().stay).not.toHaveProperty('childAges')
    expect(state().restored).not.toHaveProperty('childAges')
  })
})
