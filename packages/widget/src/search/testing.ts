import {
  suggestions,
  unitAvailabilityCalendar,
  availabilityCalendar,
  type CalendarResponse,
  type FetchInit,
  type FetchLike,
  type PropertiesResponse,
  type PropertySummary,
  type SuggestionsResponse,
} from '@resort/core/api'
import { vi } from 'vitest'

/** A property as the server lists it, with the fields a test cares about overridden. */
export function property(overrides: Partial<PropertySummary>): PropertySummary {
  return {
    propertyId: 'cissa-rovinj',
    name: 'Hotel Cissa',
    summary: 'By the old town',
    type: 'hotel',
    stars: 4,
    city: 'Rovinj',
    regionId: 'istria',
    regionName: 'Istria',
    countryCode: 'HR',
    latitude: 45.08,
    longitude: 13.64,
    image: '/images/cissa.jpg',
    lowestTotal: 36000,
    nightlyFrom: 12000,
    currency: 'EUR',
    freeCancellation: true,
    ...overrides,
  }
}

export function propertiesAnswer(
  items: PropertySummary[],
  nights = 3,
): PropertiesResponse {
  return { items, total: items.length, page: 1, pageSize: 20, nights }
}

type Answer = { status: number; body: unknown } | 'network-error' | 'pending'

/** A calendar for the url's from..to: every night available at `price` unless listed otherwise. */
export function calendarAnswer(
  url: URL,
  {
    unavailable = [],
    prices = {},
    price = 12000,
    restrictions = {},
  }: {
    unavailable?: string[]
    prices?: Record<string, number>
    price?: number
    /** Staff's restrictions by day (issue 14). */
    restrictions?: Record<
      string,
      Partial<
        Pick<
          CalendarResponse['days'][number],
          'minNights' | 'closedToArrival' | 'closedToDeparture'
        >
      >
    >
  } = {},
): CalendarResponse {
  const days: CalendarResponse['days'] = []
  const to = url.searchParams.get('to') ?? ''
  for (
    let date = new Date(`${url.searchParams.get('from')}T00:00:00Z`);
    date.toISOString().slice(0, 10) <= to;
    date.setUTCDate(date.getUTCDate() + 1)
  ) {
    const iso = date.toISOString().slice(0, 10)
    const available = !unavailable.includes(iso)
    days.push({
      date: iso,
      Available: available,
      lowestPrice: available ? (prices[iso] ?? price) : null,
      minNights: available ? 1 : null,
      ...restrictions[iso],
    })
  }
  return { currency: 'EUR', days }
}

/** A fetch answering by path: suggestions, properties and the availability calendar. */
export function fakeFetch(answers: {
  properties?: Answer | ((url: URL) => Answer)
  suggestions?: SuggestionsResponse
  calendar?: Answer | ((url: URL) => Answer)
}) {
  return vi.fn<FetchLike>((url: string, _init: FetchInit) => {
    const parsed = new URL(url, 'http://widget.test')
    const answer: Answer =
      parsed.pathname === suggestions.path
        ? {
            status: 200,
            body: answers.suggestions ?? { destinations: [], properties: [] },
          }
        : parsed.pathname === unitAvailabilityCalendar.path ||
            parsed.pathname === availabilityCalendar.path
          ? typeof answers.calendar === 'function'
            ? answers.calendar(parsed)
            : (answers.calendar ?? 'pending')
          : typeof answers.properties === 'function'
            ? answers.properties(parsed)
            : (answers.properties ?? 'pending')
    if (answer === 'pending') return new Promise(() => {})
    if (answer === 'network-error')
      return Promise.reject(new TypeError('Failed to fetch'))
    return Promise.resolve({
      status: answer.status,
      text: async () => JSON.stringify(answer.body),
    })
  })
}

/**
 * A day cell's accessible name as a screen reader gets it (issue 33: its text, partly visually
 * hidden). The test DOM puts a space between the cell's parts before a comma; a browser does not.
 */
export const dayCellName =
  (expected: string | RegExp) =>
  (name: string): boolean => {
    const read = name.replace(/\s+([,.])/g, '$1').replace(/\s+/g, ' ')
    return typeof expected === 'string'
      ? read === expected
      : expected.test(read)
  }

/** What a day cell shows (its number and price), without what only a screen reader hears. */
export const shownIn = (cell: HTMLElement): string =>
  [...cell.querySelectorAll('.resort-calendar__date, .resort-calendar__price')]
    .map((part) => part.textContent)
    .join(' ')
