import type { AdminGiftVoucher } from '@resort/core/api'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { adminBookingPath } from '../../platform/routing/paths'
import { formatWhen } from '../list/formatWhen'
import { signedMoney } from './giftVoucherWords'

const COLUMNS = ['at', 'kind', 'amount', 'booking'] as const

/**
 * A voucher's history behind a disclosure (issue 35): each move's kind, its amount with its
 * sign, the booking it was spent on or given back by, and when.
 */
export function GiftVoucherMoves({ voucher }: { voucher: AdminGiftVoucher }) {
  const { t } = useTranslation('adminGiftVouchers')
  const language = usePageLanguage()
  const end = voucher.codeEnd
  return (
    <details className="gift-vouchers__moves">
      <summary>
        {t('moves.summary', { moves: voucher.moves.length })}
        <span className="visually-hidden">{t('named', { end })}</span>
      </summary>
      <table className="admin-table">
        <caption className="visually-hidden">
          {t('moves.caption', { end })}
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'amount' ? 'admin-number' : undefined}
              >
                {t(`moves.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {voucher.moves.map((move) => (
            <tr key={`${move.kind}-${move.at}-${move.bookingId ?? ''}`}>
              <td>
                <time dateTime={move.at}>{formatWhen(move.at, language)}</time>
              </td>
              <td>{t(`moves.kinds.${move.kind}`)}</td>
              <td className="admin-number">
                {signedMoney(move.amount, voucher.currency, language)}
              </td>
              <td>
                {move.bookingId ? (
                  <Link to={adminBookingPath(language, move.bookingId)}>
                    {move.bookingId}
                  </Link>
                ) : (
                  t('moves.no_booking')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
