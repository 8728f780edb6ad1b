import { formatPrice } from '@resort/core/format'
import { pagePath } from '@resort/core/site'
import { PropertyCard } from '../../guests/accommodation/PropertyCard'
import { useTranslation } from '../i18n/translation'
import { usePageLanguage } from '../i18n/usePageLanguage'
import { Example, Examples } from './Example'

/** The property card as the home page and the accommodation list show it. */
export function CardExamples() {
  const { t } = useTranslation('styleGuide')
  const language = usePageLanguage()
  return (
    <>
      <h3>{t('components.cards_title')}</h3>
      <Examples>
        <Example
          state={t('state.property_card')}
          code="PropertyCard, property-card"
        >
          <PropertyCard
            property={{
              propertyId: 'style-guide-example',
              name: t('example.property_name'),
              type: 'hotel',
              stars: 4,
              city: t('example.property_city'),
              regionName: t('example.property_region'),
              // A card without a picture: the example loads none.
              image: '',
            }}
            to={pagePath('accommodation', language)}
            headingLevel="h3"
          >
            <p className="property-card__price">
              {t('featured.nightly_from', {
                ns: 'home',
                price: formatPrice(12000, 'EUR', language),
              })}
            </p>
          </PropertyCard>
        </Example>
      </Examples>
    </>
  )
}
