import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { usePageLanguage } from '../../i18n/usePageLanguage'
import { JoinClub } from '../JoinClub'
import { LoadProblem } from '../LoadProblem'
import { OfferCard } from '../OfferCard'
import { useOffersFlow } from '../useOffersFlow'

/** /{lang}/my-profile/exclusive-offers (issue 13): offers only club members see, to activate. */
export function ExclusiveOffersPage() {
  const { t } = useTranslation('loyalty')
  const language = usePageLanguage()
  const flow = useOffersFlow()
  const offers = useStore(flow, (state) => state.offers)
  const notMember = useStore(flow, (state) => state.notMember)
  const loadFailed = useStore(flow, (state) => state.loadFailed)
  const busy = useStore(flow, (state) => state.busy)
  const activated = useStore(flow, (state) => state.activated)
  const refusals = useStore(flow, (state) => state.refusals)

  let body
  if (notMember) body = <JoinClub />
  else if (offers === undefined)
    body = loadFailed ? (
      <LoadProblem
        text={t('offers.load_failed')}
        onRetry={() => void flow.getState().load(language)}
      />
    ) : (
      <p role="status">{t('loading')}</p>
    )
  else if (offers.length === 0) body = <p>{t('offers.none')}</p>
  else
    body = (
      <ul className="club-cards">
        {offers.map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            busy={busy === offer.id}
            justActivated={activated === offer.id}
            refusal={refusals[offer.id]}
            onActivate={() => void flow.getState().activate(offer.id)}
          />
        ))}
      </ul>
    )
  return (
    <section className="club" aria-labelledby="offers-title">
      <h1 id="offers-title">{t('offers.title')}</h1>
      <p>{t('offers.intro')}</p>
      {body}
    </section>
  )
}
