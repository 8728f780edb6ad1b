import type { PropertyType } from '../api'
import { parseQueryString } from '../api/queryString'
import {
  nightsBetween,
  validateStayDates,
  type IsoDate,
  type StayDatesError,
} from '../stay/stayDates'
import { MAX_CHILD_AGE } from './childAgesParam'
import { PROPERTY_TYPES, SORTS } from './searchQuery'
import type { UrlSearch } from './searchUrlQuery'

/** Guests one search may ask for, as the search form allows; larger groups send a booking request. */
export const SEARCH_GUEST_LIMITS = {
  adults: { min: 1, max: 10 },
  children: { min: 0, max: 10 },
} as const

/** The form's values read from an address, kept as typed so that nothing the guest gave is lost. */
export interface SearchUrlValues {
  destination: string
  regionId?: string
  propertyId?: string
  type?: PropertyType
  dateFrom: string
  dateTo: string
  adults: string
  children: string
  /** One per child: the age, or '' where the address had none that fits. */
  childAges: string[]
}

/** What the form would say of a field after a submit; `childAge` names the first child without one. */
export interface SearchUrlProblems {
  dateFrom?: StayDatesError
  dateTo?: StayDatesError
  adults?: 'adults_range'
  children?: 'children_range'
  childAge?: { child: number }
}

/** Parameters left out because they were not understood: the search goes on without them. */
export type SearchUrlIgnored = 'type' | 'sort' | 'page' | 'childAges'

/** An address read: no search in it, a search to show, or a search the form must correct. */
export type SearchUrlReading =
  | { state: 'none'; values: SearchUrlValues }
  | {
      state: 'valid'
      search: UrlSearch
      values: SearchUrlValues
      ignored: SearchUrlIgnored[]
    }
  | {
      state: 'invalid'
      values: SearchUrlValues
      problems: SearchUrlProblems
      ignored: SearchUrlIgnored[]
    }

const isCount = (text: string, { min, max }: { min: number; max: number }) =>
  /^\d{1,3}$/.test(text) && Number(text) >= min && Number(text) <= max

const isAge = (text: string) =>
  /^\d{1,2}$/.test(text) && Number(text) <= MAX_CHILD_AGE

const oneOf = <T extends string>(
  options: readonly T[],
  value: string | null,
): T | undefined => options.find((option) => option === value)

/** The children's ages of an address, one per child, '' where none fits. */
function agesOf(value: string | null, children: string) {
  const count = isCount(children, SEARCH_GUEST_LIMITS.children)
    ? Number(children)
    : 0
  const given = value ? value.split(',').map((age) => age.trim()) : []
  const ages = Array.from({ length: count }, (_, child) => {
    const age = given[child] ?? ''
    return isAge(age) ? String(Number(age)) : ''
  })
  const understood =
    given.length === 0 ||
    (given.length === count && ages.every((age) => age !== ''))
  return { ages, understood }
}

/** What the reading needs of URLSearchParams (core runs without the DOM's types). */
interface QueryParams {
  get(name: string): string | null
  has(name: string): boolean
}

const queryParams = (query: string): QueryParams => {
  const values = parseQueryString(query)
  return {
    get: (name) => values[name] ?? null,
    has: (name) => name in values,
  }
}

/**
 * Reads a search from the search page's query string (issue 33): the form's values as given,
 * what the form would say is wrong with them (`today` is the first day a stay may start), and
 * the parameters it could not use. An address without dates holds no search.
 */
export function readSearchUrl(
  query: string | QueryParams,
  today: IsoDate,
): SearchUrlReading {
  const params = typeof query === 'string' ? queryParams(query) : query
  const text = (name: string) => params.get(name)?.trim() ?? ''
  const type = oneOf(PROPERTY_TYPES, params.get('type'))
  const regionId = text('regionId')
  const propertyId = text('propertyId')
  const adults = text('adults') || '2'
  const children = text('children') || '0'
  const { ages, understood } = agesOf(params.get('childAges'), children)
  const values: SearchUrlValues = {
    destination: text('destination'),
    ...(regionId ? { regionId } : {}),
    ...(propertyId ? { propertyId } : {}),
    ...(type ? { type } : {}),
    dateFrom: text('dateFrom'),
    dateTo: text('dateTo'),
    adults,
    children,
    childAges: ages,
  }
  if (!params.has('dateFrom') && !params.has('dateTo'))
    return { state: 'none', values }

  const sort = params.has('sort')
    ? oneOf(SORTS, params.get('sort'))
    : 'recommended'
  const pageText = text('page') || '1'
  const page =
    /^\d{1,4}$/.test(pageText) && Number(pageText) >= 1
      ? Number(pageText)
      : undefined
  const ignored: SearchUrlIgnored[] = []
  if (params.has('type') && !type) ignored.push('type')
  if (!sort) ignored.push('sort')
  if (!page) ignored.push('page')
  if (!understood) ignored.push('childAges')

  const problems: SearchUrlProblems = {
    ...validateStayDates(values.dateFrom, values.dateTo, today),
  }
  if (!isCount(adults, SEARCH_GUEST_LIMITS.adults))
    problems.adults = 'adults_range'
  if (!isCount(children, SEARCH_GUEST_LIMITS.children))
    problems.children = 'children_range'
  else if (ages.includes(''))
    problems.childAge = { child: ages.indexOf('') + 1 }
  if (Object.keys(problems).length > 0)
    return { state: 'invalid', values, problems, ignored }

  const search: UrlSearch = {
    destination: values.destination,
    ...(regionId ? { regionId } : {}),
    ...(propertyId ? { propertyId } : {}),
    ...(type ? { type } : {}),
    dateFrom: values.dateFrom,
    dateTo: values.dateTo,
    nights: nightsBetween(values.dateFrom, values.dateTo),
    adults: Number(adults),
    children: Number(children),
    ...(ages.length > 0 ? { childAges: ages.map(Number) } : {}),
    sort: sort ?? 'recommended',
    page: page ?? 1,
  }
  return { state: 'valid', search, values, ignored }
}
