import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { formatDay } from '../signInMethods/formatDay'
import { clubRuleValues } from './clubRuleValues'
import { LoadProblem } from './LoadProblem'
import { useLoyaltyFlow } from './useLoyaltyFlow'

/** Every entry of the member's points ledger, newest first, each with why it was written. */
export function PointsHistory() {
  const { t } = useTranslation('loyalty')
  const language = usePageLanguage()
  const flow = useLoyaltyFlow()
  const history = useStore(flow, (state) => state.history)
  const failed = useStore(flow, (state) => state.historyFailed)
  useEffect(() => void flow.getState().loadHistory(language), [flow, language])
  const number = new Intl.NumberFormat(language, { signDisplay: 'exceptZero' })
  const rules = clubRuleValues(language)

  let body
  if (history === undefined)
    body = failed ? (
      <LoadProblem
        text={t('points.history_failed')}
        onRetry={() => void flow.getState().loadHistory(language)}
      />
    ) : (
      <p role="status">{t('loading')}</p>
    )
  else if (history.length === 0) body = <p>{t('points.history_empty')}</p>
  else
    body = (
      <table className="club-history">
        <caption>{t('points.history_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('points.column_date')}</th>
            <th scope="col">{t('points.column_reason')}</th>
            <th scope="col">{t('points.column_state')}</th>
            <th scope="col">{t('points.column_points')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDay(entry.createdAt, language)}</td>
              <td>
                {t(`points.reasons.${entry.reason}`, rules)}
                {entry.offer ? `: ${entry.offer.title}` : null}
                {entry.note ? `: ${entry.note}` : null}
                {entry.bookingId
                  ? ` (${t('points.booking', { id: entry.bookingId })})`
                  : null}
              </td>
              <td>{t(`points.state_${entry.bucket}`)}</td>
              <td className="club-history__points">
                {number.format(entry.points)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    )
  return (
    <section className="account-section" aria-labelledby="points-history">
      <h2 id="points-history">{t('points.history_title')}</h2>
      {body}
    </section>
  )
}
