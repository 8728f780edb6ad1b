import { createStore } from 'zustand/vanilla'
import {
  searchProperties,
  type PropertiesResponse,
  type PropertySummary,
} from '../api'
import {
  browserSessionStorage,
  loadState,
  saveState,
  SESSION_KEYS,
  type KeyValueStorage,
} from '../reservation/sessionState'
import { nightsBetween, todayIso } from '../stay/stayDates'
import type { Tracker } from '../tracking/createTracker'
import { toMajorUnits } from '../tracking/toMajorUnits'
import { partyAges } from './childAgesParam'
import type {
  PropertyChoice,
  SavedSearch,
  SearchFlow,
  SearchFlowOptions,
  SearchFlowStore,
  StaySearch,
} from './searchFlowTypes'
import { propertiesQuery, searchErrorKind } from './searchQuery'

const LIST_NAME = 'search_results'

/** The children's ages of a party, when it has children and an age for each (issue 33). */
const agesOf = (party: { children: number; childAges?: unknown[] }) => {
  const childAges = partyAges(party.childAges, party.children)
  return childAges ? { childAges } : {}
}

/** The search saved before a reload; its ages only while they are one per child. */
function restoredSearch(
  storage: KeyValueStorage | undefined,
): SavedSearch | undefined {
  const saved = loadState<SavedSearch>(SESSION_KEYS.searchParams, storage)
  if (typeof saved?.dateFrom !== 'string') return undefined
  const { childAges: _ages, ...rest } = saved
  return { ...rest, ...agesOf(saved) }
}

/** A saved search's stay; nights is worked out again. */
function stayOf(saved: SavedSearch): StaySearch {
  return {
    destination: saved.destination,
    dateFrom: saved.dateFrom,
    dateTo: saved.dateTo,
    nights: nightsBetween(saved.dateFrom, saved.dateTo),
    adults: saved.adults,
    children: saved.children,
    ...agesOf(saved),
    ...(saved.regionId ? { regionId: saved.regionId } : {}),
  }
}

function ga4Item(property: PropertySummary, index: number) {
  return {
    item_id: property.propertyId,
    item_name: property.name,
    price: toMajorUnits(property.nightlyFrom, property.currency),
    index,
  }
}

/** Tracks a list of results shown (view_item_list), as the flow does for its own searches. */
export function trackSearchResults(
  tracker: Tracker,
  answer: PropertiesResponse,
): void {
  tracker.trackViewItemList({
    item_list_name: LIST_NAME,
    items: answer.items.map(ga4Item),
  })
}

/** Tracks the guest's choice of a result (select_item). */
export function trackSearchChoice(
  tracker: Tracker,
  property: PropertySummary,
  index: number,
): void {
  tracker.trackSelectItem({
    item_list_name: LIST_NAME,
    items: [ga4Item(property, index)],
  })
}

/** The property chosen from the results, for the stay searched for. */
export const choiceOf = (
  property: PropertySummary,
  stay: StaySearch,
): PropertyChoice => ({
  propertyId: property.propertyId,
  dateFrom: stay.dateFrom,
  dateTo: stay.dateTo,
  adults: stay.adults,
  children: stay.children,
  ...agesOf(stay),
})

/** Searching for properties and ordering the results: state changes only through its actions. */
export function createSearchFlow(options: SearchFlowOptions): SearchFlow {
  const { api, lang, tracker } = options
  const storage = options.storage ?? browserSessionStorage()
  const today = options.today ?? (() => todayIso())
  const restored = restoredSearch(storage)
  // Each answer counts only while its search is the latest asked.
  let searches = 0

  return createStore<SearchFlowStore>()((set, get) => {
    const run = async () => {
      const { stay, filters, sort } = get()
      if (!stay) return
      const { nights: _nights, ...values } = stay
      saveState(
        SESSION_KEYS.searchParams,
        { ...values, ...filters, sort } satisfies SavedSearch,
        storage,
      )
      const asked = ++searches
      set({ results: { state: 'loading' } })
      try {
        const answer = await api.call(
          searchProperties,
          propertiesQuery({
            destination: stay.regionId ?? stay.destination,
            dateFrom: stay.dateFrom,
            dateTo: stay.dateTo,
            adults: stay.adults,
            children: stay.children,
            ...(filters.type ? { type: filters.type } : {}),
            sort,
            lang,
          }),
        )
        if (asked !== searches) return
        set({ results: { state: 'done', answer } })
        trackSearchResults(tracker, answer)
      } catch (error) {
        if (asked === searches)
          set({ results: { state: 'error', kind: searchErrorKind(error) } })
      }
    }

    // A restored search runs again only while its dates are still bookable.
    const stay =
      restored && restored.dateFrom >= today() ? stayOf(restored) : undefined
    return {
      restored,
      stay,
      filters: {
        ...(restored?.type ? { type: restored.type } : {}),
        ...(restored?.propertyId ? { propertyId: restored.propertyId } : {}),
      },
      sort: restored?.sort ?? 'recommended',
      results: stay ? { state: 'loading' } : { state: 'idle' },

      load: run,

      search: (next, filters) => {
        set({ stay: next, filters })
        return run()
      },

      sortBy: (sort) => {
        set({ sort })
        return run()
      },

      select: (property, index) => {
        const { stay } = get()
        if (!stay) return undefined
        trackSearchChoice(tracker, property, index)
        return choiceOf(property, stay)
      },
    }
  })
}
