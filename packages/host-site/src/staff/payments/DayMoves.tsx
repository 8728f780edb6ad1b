import { formatPrice } from '@resort/core/format'
import type { DayPaymentsAnswer } from '@resort/core/staff'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { adminBookingPath } from '../../platform/routing/paths'
import { paymentKindText } from '../booking/paymentTexts'
import { TableRegion } from '../list/TableRegion'
import { utcTime } from './paymentWords'

/**
 * The money that moved at the gateway on the day, in order of time, each with its booking (a
 * link to its page), guest, property, what the payment was and the gateway's reference, as the
 * gateway's report lists them.
 */
export function DayMoves({
  moves,
  day,
}: {
  moves: DayPaymentsAnswer['movements']
  /** The day in words. */
  day: string
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  return (
    <TableRegion
      titleId="admin-day-moves-caption"
      title={t('payments.moves.caption', { day })}
    >
      <table
        className="admin-table admin-day-moves"
        aria-labelledby="admin-day-moves-caption"
      >
        <thead>
          <tr>
            <th scope="col">{t('payments.moves.time')}</th>
            <th scope="col">{t('payments.columns.booking')}</th>
            <th scope="col">{t('payments.columns.guest')}</th>
            <th scope="col">{t('payments.columns.property')}</th>
            <th scope="col">{t('payments.moves.payment')}</th>
            <th scope="col">{t('payments.moves.move')}</th>
            <th scope="col" className="admin-number">
              {t('payments.columns.amount')}
            </th>
            <th scope="col">{t('payments.moves.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {moves.map((move) => (
            <tr
              key={`${move.reference}-${move.kind}-${move.at}`}
              className={
                move.kind === 'declined'
                  ? 'admin-day-moves__declined'
                  : undefined
              }
            >
              <td>
                <time dateTime={move.at}>{utcTime(move.at, language)}</time>
              </td>
              <td>
                <Link to={adminBookingPath(language, move.bookingId)}>
                  {move.bookingId}
                </Link>
              </td>
              <td>{move.guestName}</td>
              <td>{move.propertyName}</td>
              <td>
                {paymentKindText(t, {
                  kind: move.paymentKind,
                  feeFor: move.feeFor,
                })}
              </td>
              <td>{t(`payments.moves.kinds.${move.kind}`)}</td>
              <td className="admin-number">
                {formatPrice(move.amount, move.currency, language)}
              </td>
              <td className="admin-payments__reference">{move.reference}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  )
}
