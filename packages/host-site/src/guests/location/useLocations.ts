import type { Language } from '@resort/core'
import {
  contentPage,
  interactiveMap,
  type ContentPage,
  type ErrorKind,
  type InteractiveMap,
} from '@resort/core/api'
import { useEndpoint } from '../../platform/api/useEndpoint'

/** The location pages' data: the page's texts and directions, and where each property lies. */
export type Locations =
  | { state: 'loading' }
  | { state: 'error'; kind: ErrorKind }
  | { state: 'done'; page: ContentPage; map: InteractiveMap }

/**
 * The location content page (its entries: each property's directions) and the interactive map
 * (each property's place, region and coordinates), asked together; rendered on the server.
 */
export function useLocations(language: Language): Locations {
  const page = useEndpoint(contentPage, { lang: language, page: 'location' })
  const map = useEndpoint(interactiveMap, { lang: language })
  if (page.state === 'error') return { state: 'error', kind: page.kind }
  if (map.state === 'error') return { state: 'error', kind: map.kind }
  return page.state === 'done' && map.state === 'done'
    ? { state: 'done', page: page.value, map: map.value }
    : { state: 'loading' }
}
