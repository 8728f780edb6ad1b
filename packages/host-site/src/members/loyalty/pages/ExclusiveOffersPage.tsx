import { useStore } from 'zustand'
import { useTranslation } from '../../../platform/i18n/translation'
import { usePageLanguage } from '../../../platform/i18n/usePageLanguage'
import { JoinClub } from '../JoinClub'
import { LoadProblem } from '../LoadProblem'
import { OfferCard } from '../OfferCard'
import { useLoyaltyFlow } from '../useLoyaltyFlow'
import { useOffersFlow } from '../useOffersFlow'

/** /{lang}/my-profile/exclusive-offers (issue 13): offers only club members see, to activate. */
export function ExclusiveOffersPage() {
  const { t } = useTranslation('loyalty')
  const language = usePageLanguage()
  // Membership first: an account that has not joined is offered the club without asking for
  // offers the server would refuse it (a 4xx in the console of every such visit).
  const loyalty = useLoyaltyFlow()
  const summary = useStore(loyalty, (state) => state.summary)
  const membershipFailed = useStore(loyalty, (state) => state.loadFailed)
  const flow = useOffersFlow({ enabled: Boolean(summary) })
  const offers = useStore(flow, (state) => state.offers)
  const notMember = useStore(flow, (state) => state.notMember)
  const loadFailed = useStore(flow, (state) => state.loadFailed)
  const busy = useStore(flow, (state) => state.busy)
  const activated = useStore(flow, (state) => state.activated)
  const refusals = useStore(flow, (state) => state.refusals)

  let body
  if (summary === null || notMember) body = <JoinClub />
  else if (offers === undefined)
    body =
      loadFailed || (summary === undefined && membershipFailed) ? (
        <LoadProblem
          text={t('offers.load_failed')}
          onRetry={() =>
            void (summary
              ? flow.getState().load(language)
              : loyalty.getState().load())
          }
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
