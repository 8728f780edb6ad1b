import { toLanguage } from '@resort/core'
import { SESSION_KEYS, loadState } from '@resort/core/reservation'
import type { ResortEventMap } from '@resort/widget/react'
import { useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { StayRequest } from '../api/siteApi'
import { useSiteApi } from '../api/SiteApiContext'
import { useApiAnswer } from '../api/useApiAnswer'
import {
  ACCOMMODATION_SEGMENT,
  accommodationSlugs,
  stayQuery,
} from '../routing/accommodationPaths'
import { useResortEvent } from '../routing/useResortEvent'
import { asBookableStay } from './initialStay'

type ListedItem =
  ResortEventMap['resort:view_item_list']['ecommerce']['items'][number]

/**
 * A details link for each property the search widget lists. The widget is not ours to change, so
 * its list event (SPEC 4 view_item_list) says which properties it shows, and the search it saved
 * (search_params_state) gives the stay the detail page opens with.
 */
export function SearchResultLinks({
  container,
}: {
  container: RefObject<HTMLElement | null>
}) {
  const { t, i18n } = useTranslation('accommodation')
  const api = useSiteApi()
  const language = toLanguage(i18n.language) ?? 'en'
  const [listed, setListed] = useState<{
    items: readonly ListedItem[]
    stay: StayRequest | undefined
  }>()
  useResortEvent(container, 'resort:view_item_list', ({ ecommerce }) =>
    setListed({
      items: ecommerce.items,
      stay: asBookableStay(loadState(SESSION_KEYS.searchParams)),
    }),
  )
  const slugs = useApiAnswer('accommodation-slugs', () =>
    accommodationSlugs(api),
  )
  if (!listed || listed.items.length === 0) return null
  const slug =
    slugs.state === 'done' ? slugs.value[language] : ACCOMMODATION_SEGMENT
  const query = listed.stay ? `?${stayQuery(listed.stay)}` : ''
  return (
    <section aria-labelledby="search-details-title" className="search-details">
      <h2 id="search-details-title">{t('search_details.title')}</h2>
      <ul>
        {listed.items.map((item) => (
          <li key={item.item_id}>
            <Link
              to={`/${language}/${slug}/${encodeURIComponent(item.item_id)}${query}`}
            >
              {t('search_details.link', { name: item.item_name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
