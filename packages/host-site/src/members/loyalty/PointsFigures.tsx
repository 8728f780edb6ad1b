import type { LoyaltySummary } from '@resort/core/api'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { formatDay } from '../signInMethods/formatDay'

/** The member's points to use, pending and paying stays to come, and when the points expire. */
export function PointsFigures({
  summary,
  labels,
}: {
  summary: LoyaltySummary
  /** The keys of the figures' labels and the expiry's sentences. */
  labels: 'overview' | 'points'
}) {
  const { t } = useTranslation('loyalty')
  const language = usePageLanguage()
  const number = new Intl.NumberFormat(language)
  const { earned, pending, held = 0, expiresAt } = summary.points
  return (
    <>
      <ul className="club-points">
        <li>
          <span className="club-points__figure">{number.format(earned)}</span>
          {t(`${labels}.earned`)}
        </li>
        <li>
          <span className="club-points__figure">{number.format(pending)}</span>
          {t(`${labels}.pending`)}
        </li>
        {held > 0 ? (
          <li>
            <span className="club-points__figure">{number.format(held)}</span>
            {t(`${labels}.held`)}
          </li>
        ) : null}
      </ul>
      <p>
        {expiresAt && earned > 0
          ? t(`${labels}.expires`, { date: formatDay(expiresAt, language) })
          : t(`${labels}.no_expiry`)}
      </p>
    </>
  )
}
