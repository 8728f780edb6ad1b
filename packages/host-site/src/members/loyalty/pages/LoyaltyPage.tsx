import { Link } from 'react-router'
import { useTranslation } from '../../../platform/i18n/translation'
import { usePageLanguage } from '../../../platform/i18n/usePageLanguage'
import { clubPath } from '../../../platform/routing/paths'
import { usePageDescription } from '../../../platform/seo/usePageDescription'
import { clubRuleValues } from '../clubRuleValues'
import { JoinClub } from '../JoinClub'

/** /{lang}/loyalty (SPEC 2): the club, how points work, and the way in. */
export function LoyaltyPage() {
  const { t } = useTranslation('loyalty')
  const language = usePageLanguage()
  const rules = clubRuleValues(language)
  usePageDescription('loyalty')
  return (
    <article className="club" aria-labelledby="loyalty-title">
      <h1 id="loyalty-title">{t('loyalty.title')}</h1>
      <p>{t('loyalty.intro')}</p>
      <h2>{t('loyalty.benefits_title')}</h2>
      <ul>
        <li>{t('loyalty.benefit_rates')}</li>
        <li>{t('loyalty.benefit_points', rules)}</li>
        <li>{t('loyalty.benefit_transfer')}</li>
      </ul>
      <JoinClub />
      <h2>{t('loyalty.how_title')}</h2>
      <p>{t('loyalty.how_pending')}</p>
      <p>{t('loyalty.how_expiry', rules)}</p>
      <p>{t('loyalty.how_transfer', rules)}</p>
      <p>{t('loyalty.how_paying', rules)}</p>
      <p>
        <Link to={clubPath(language)}>{t('loyalty.rules_link')}</Link>
      </p>
    </article>
  )
}
