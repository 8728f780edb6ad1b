import { useTranslation } from '../../../platform/i18n/translation'
import { usePageLanguage } from '../../../platform/i18n/usePageLanguage'
import { clubRuleValues } from '../clubRuleValues'

const BENEFITS = [
  'rates',
  'points',
  'offers',
  'transfer',
  'bookings',
  'favorites',
] as const

/** /{lang}/my-profile/benefits (SPEC 2): what the club gives its members. */
export function BenefitsPage() {
  const { t } = useTranslation('loyalty')
  const rules = clubRuleValues(usePageLanguage())
  return (
    <section className="club" aria-labelledby="benefits-title">
      <h1 id="benefits-title">{t('benefits.title')}</h1>
      <p>{t('benefits.intro')}</p>
      <ul className="club-cards">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <h2>{t(`benefits.${benefit}_title`)}</h2>
            <p>{t(`benefits.${benefit}`, rules)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
