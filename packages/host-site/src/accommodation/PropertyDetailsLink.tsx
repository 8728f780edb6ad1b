import type { PropertySelection } from '@resort/widget/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ACCOMMODATION_SEGMENT, stayQuery } from '../routing/accommodationPaths'

/** A search result's link to the property's page and rooms, for the stay the guest searched. */
export function PropertyDetailsLink({
  name,
  propertyId,
  ...stay
}: PropertySelection & { name: string }) {
  const { t, i18n } = useTranslation('accommodation')
  return (
    <Link
      className="search-details__link"
      to={`/${i18n.language}/${ACCOMMODATION_SEGMENT}/${encodeURIComponent(propertyId)}?${stayQuery(stay)}`}
    >
      {t('search_details.link', { name })}
    </Link>
  )
}
