import type { StoreApi } from 'zustand/vanilla'
import type {
  ApiClient,
  PropertiesResponse,
  PropertySummary,
  PropertyType,
} from '../api'
import type { Language } from '../i18n/languages'
import type { KeyValueStorage } from '../reservation/sessionState'
import type { IsoDate } from '../stay/stayDates'
import type { Tracker } from '../tracking/createTracker'
import type { SearchErrorKind, Sort } from './searchQuery'

/** The stay a guest searched for, as the widget's public `resort:search` request carries it. */
export interface StaySearch {
  /** Free text: a place, region or property name; empty means everywhere. */
  destination: string
  dateFrom: IsoDate
  dateTo: IsoDate
  nights: number
  adults: number
  children: number
  /** The age of each child, 0 (under one) to 17 (SPEC 3 childAges); only when there are children. */
  childAges?: number[]
  /** Set when the guest chose a destination from the suggestions: its region id. */
  regionId?: string
}

/** What the form adds to the search: the filters the results use. */
export interface SearchFilters {
  type?: PropertyType
  propertyId?: string
}

/** What survives a reload under SESSION_KEYS.searchParams: the form's values and the sort. */
export interface SavedSearch extends Omit<StaySearch, 'nights'>, SearchFilters {
  sort: Sort
}

/** The property a guest chose from the results, with the stay searched for. */
export interface PropertyChoice {
  propertyId: string
  dateFrom: IsoDate
  dateTo: IsoDate
  adults: number
  children: number
  /** The age of each child (SPEC 3 childAges), as the search gave them; only when there are children. */
  childAges?: number[]
}

/** The results of the last search: none asked yet, on their way, answered or failed. */
export type SearchResults =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; answer: PropertiesResponse }
  | { state: 'error'; kind: SearchErrorKind }

export interface SearchFlowState {
  /** The search saved before a reload, which the form starts from. */
  restored: SavedSearch | undefined
  /** The stay searched for last; undefined until a search. */
  stay: StaySearch | undefined
  filters: SearchFilters
  sort: Sort
  results: SearchResults
}

export interface SearchFlowActions {
  /** Runs the restored search again, while its dates are still bookable. */
  load(): Promise<void>
  /** Searches for a stay with the form's filters; only the latest search's answer counts. */
  search(stay: StaySearch, filters: SearchFilters): Promise<void>
  /** Orders the results otherwise, asking the server again. */
  sortBy(sort: Sort): Promise<void>
  /** Tracks the guest's choice of a result; undefined before any search. */
  select(property: PropertySummary, index: number): PropertyChoice | undefined
}

export type SearchFlowStore = SearchFlowState & SearchFlowActions

export type SearchFlow = StoreApi<SearchFlowStore>

export interface SearchFlowOptions {
  api: ApiClient
  lang: Language
  tracker: Tracker
  storage?: KeyValueStorage | undefined
  /** The day a restored search's dates are checked against; today by default. */
  today?: () => string
}
