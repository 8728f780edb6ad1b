import { LANGUAGES, type Language } from '@resort/core'
import {
  secondaryNavigation,
  type ApiClient,
  type PropertyType,
} from '@resort/core/api'
import type { StayRequest } from '../accommodation/stayRequest'

/** The route segment of the accommodation pages when no localized slug is known (SPEC 2). */
export const ACCOMMODATION_SEGMENT = 'accommodation'

/** SPEC 2's list segments hotels, villas and apartments, by the property type they show. */
export const TYPE_SEGMENTS: Readonly<Record<PropertyType, string>> = {
  hotel: 'hotels',
  villa: 'villas',
  apartment: 'apartments',
}

/** The property type a list segment stands for, or undefined for a property id. */
export function typeOfSegment(segment: string): PropertyType | undefined {
  return (Object.keys(TYPE_SEGMENTS) as PropertyType[]).find(
    (type) => TYPE_SEGMENTS[type] === segment,
  )
}

/** The stay as a query string for links to a property (no leading `?`). */
export function stayQuery(stay: StayRequest): string {
  return new URLSearchParams({
    dateFrom: stay.dateFrom,
    dateTo: stay.dateTo,
    adults: String(stay.adults),
    children: String(stay.children),
  }).toString()
}

export type AccommodationSlugs = Readonly<Record<Language, string>>

const slugCache = new WeakMap<ApiClient, Promise<AccommodationSlugs>>()

/**
 * The accommodation slug of every language from the server's navigation (de 'unterkunft', ...);
 * a language whose navigation is missing or fails keeps 'accommodation'. Asked once per client.
 */
export function accommodationSlugs(
  api: ApiClient,
): Promise<AccommodationSlugs> {
  let slugs = slugCache.get(api)
  if (!slugs) {
    slugs = Promise.all(
      LANGUAGES.map(async (language) => {
        const navigation = await api
          .call(secondaryNavigation, { lang: language })
          .catch(() => undefined)
        const href = navigation?.items.find(
          (item) => item.key === ACCOMMODATION_SEGMENT,
        )?.href
        // The href is /{lang}/{slug}.
        const slug = href?.split('/').filter(Boolean)[1]
        return [language, slug ?? ACCOMMODATION_SEGMENT] as const
      }),
    ).then((pairs) => Object.fromEntries(pairs) as AccommodationSlugs)
    slugCache.set(api, slugs)
  }
  return slugs
}
