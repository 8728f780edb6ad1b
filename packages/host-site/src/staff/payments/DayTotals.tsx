import { formatPrice } from '@resort/core/format'
import type { DayPaymentsAnswer } from '@resort/core/staff'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { TableRegion } from '../list/TableRegion'

/** The day's totals per currency: taken, refunded, taken less refunded, declined charges. */
export function DayTotals({
  totals,
  day,
}: {
  totals: DayPaymentsAnswer['totals']
  /** The day in words. */
  day: string
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const count = new Intl.NumberFormat(language)
  return (
    <TableRegion
      titleId="admin-day-totals-caption"
      title={t('payments.totals.caption', { day })}
    >
      <table
        className="admin-table admin-day-totals"
        aria-labelledby="admin-day-totals-caption"
      >
        <thead>
          <tr>
            <th scope="col">{t('payments.totals.currency')}</th>
            <th scope="col" className="admin-number">
              {t('payments.totals.taken')}
            </th>
            <th scope="col" className="admin-number">
              {t('payments.totals.refunded')}
            </th>
            <th scope="col" className="admin-number">
              {t('payments.totals.net')}
            </th>
            <th scope="col" className="admin-number">
              {t('payments.totals.declined')}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((total) => {
            const money = (amount: number) =>
              formatPrice(amount, total.currency, language)
            return (
              <tr key={total.currency}>
                <th scope="row">{total.currency}</th>
                <td className="admin-number">{money(total.taken)}</td>
                <td className="admin-number">{money(total.refunded)}</td>
                <td className="admin-number">{money(total.net)}</td>
                <td className="admin-number">{count.format(total.declined)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </TableRegion>
  )
}
