import { Link } from 'react-router'
import { useStore } from 'zustand'
import { useTranslation } from '../../../platform/i18n/translation'
import { usePageLanguage } from '../../../platform/i18n/usePageLanguage'
import { clubPath } from '../../../platform/routing/paths'
import { JoinClub } from '../JoinClub'
import { LoadProblem } from '../LoadProblem'
import { PointsFigures } from '../PointsFigures'
import { PointsHistory } from '../PointsHistory'
import { TransferForm } from '../TransferForm'
import { useLoyaltyFlow } from '../useLoyaltyFlow'

/** /{lang}/my-profile/points (SPEC 2): the balance, what is pending, the history, a transfer. */
export function PointsPage() {
  const { t } = useTranslation('loyalty')
  const language = usePageLanguage()
  const flow = useLoyaltyFlow({ fresh: true })
  const summary = useStore(flow, (state) => state.summary)
  const loadFailed = useStore(flow, (state) => state.loadFailed)

  let body
  if (summary)
    body = (
      <>
        <PointsFigures summary={summary} labels="points" />
        <p>
          <Link to={clubPath(language)}>{t('points.how_link')}</Link>
        </p>
        <PointsHistory />
        <TransferForm summary={summary} />
      </>
    )
  else if (summary === null) body = <JoinClub />
  else if (loadFailed)
    body = (
      <LoadProblem
        text={t('load_failed')}
        onRetry={() => void flow.getState().load()}
      />
    )
  else body = <p role="status">{t('loading')}</p>
  return (
    <section className="club" aria-labelledby="points-title">
      <h1 id="points-title">{t('points.title')}</h1>
      {body}
    </section>
  )
}
