import { teaserOffer } from '@resort/core/loyalty'
import { Link } from 'react-router'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { profilePath } from '../../platform/routing/paths'
import { useOffersFlow } from './useOffersFlow'

/**
 * The profile overview's teaser (SPEC 9 promo_box): names an exclusive offer the member has not
 * activated, with the way to the offers. Dismissed, it stays hidden for the browser session;
 * `onDismissed` moves focus somewhere sensible, since the box and its button are gone.
 */
export function OffersTeaser({
  member,
  onDismissed,
}: {
  /** The member has joined the club (only members have offers). */
  member: boolean
  onDismissed: () => void
}) {
  const { t } = useTranslation('loyalty')
  const language = usePageLanguage()
  const flow = useOffersFlow({ enabled: member })
  const offer = useStore(flow, teaserOffer)
  if (!member || !offer) return null
  return (
    <section className="club-teaser" aria-labelledby="promo-title">
      <h2 id="promo-title">{t('promo.title')}</h2>
      <p>
        {offer.title}{' '}
        <Link to={profilePath(language, 'exclusive-offers')}>
          {t('promo.link')}
        </Link>
      </p>
      <button
        type="button"
        className="account-button account-button--secondary"
        onClick={() => {
          flow.getState().dismissPromo()
          onDismissed()
        }}
      >
        {t('promo.dismiss')}
      </button>
    </section>
  )
}
