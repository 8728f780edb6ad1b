import { pagePath } from '@resort/core/site'
import type { PropertySelection } from '@resort/widget/react'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { stayQuery } from '../../platform/routing/paths'

/** A search result's link to the property's page and rooms, for the stay the guest searched. */
export function PropertyDetailsLink({
  name,
  propertyId,
  ...stay
}: PropertySelection & { name: string }) {
  const { t } = useTranslation('accommodation')
  const language = usePageLanguage()
  return (
    <Link
      className="search-details__link"
      to={`${pagePath('accommodation', language, encodeURIComponent(propertyId))}?${stayQuery(stay)}`}
    >
      {t('search_details.link', { name })}
    </Link>
  )
}
