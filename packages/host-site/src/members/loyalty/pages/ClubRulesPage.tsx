import { useTranslation } from '../../../platform/i18n/translation'
import { usePageLanguage } from '../../../platform/i18n/usePageLanguage'
import { usePageDescription } from '../../../platform/seo/usePageDescription'
import { clubRuleValues } from '../clubRuleValues'

/** /{lang}/adria-alpe-club (SPEC 2: the club's page, named after it): every rule of the club. */
export function ClubRulesPage() {
  const { t } = useTranslation('loyalty')
  const rules = clubRuleValues(usePageLanguage())
  usePageDescription('club')
  return (
    <article className="club" aria-labelledby="club-title">
      <h1 id="club-title">{t('club.title')}</h1>
      <p>{t('club.intro')}</p>
      <h2>{t('club.earning_title')}</h2>
      <p>{t('club.earning_rule', rules)}</p>
      <p>{t('club.earning_pending')}</p>
      <p>{t('club.earning_changes')}</p>
      <p>{t('club.earning_claim')}</p>
      <h2>{t('club.expiry_title')}</h2>
      <p>{t('club.expiry_rule', rules)}</p>
      <p>{t('club.expiry_order')}</p>
      <p>{t('club.expiry_reminders', rules)}</p>
      <h2>{t('club.transfer_title')}</h2>
      <p>{t('club.transfer_rule', rules)}</p>
      <p>{t('club.transfer_safety')}</p>
      <h2>{t('club.paying_title')}</h2>
      <p>{t('club.paying_rule', rules)}</p>
      <p>{t('club.paying_held')}</p>
      <h2>{t('club.rates_title')}</h2>
      <p>{t('club.rates_rule')}</p>
    </article>
  )
}
