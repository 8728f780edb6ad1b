import type { AdminGiftVoucher } from '@resort/core/api'
import type { GiftVoucherActions } from '@resort/core/staff'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { ColumnHeads } from '../list/ColumnHeads'
import { TableRegion } from '../list/TableRegion'
import { GiftVoucherChanges } from './GiftVoucherChanges'
import { GiftVoucherMoves } from './GiftVoucherMoves'
import { voucherDay, voucherMoney } from './giftVoucherWords'

const COLUMNS = [
  'code',
  'recipient',
  'buyer',
  'amount',
  'balance',
  'state',
  'validUntil',
  'createdAt',
  'moves',
  'actions',
] as const

const NUMBERS: ReadonlySet<string> = new Set(['amount', 'balance'])

/**
 * The gift vouchers the filters show, newest first (issue 35): each by its code's last four
 * signs (staff never see whole codes, decision 045), who it is for and from, what it was worth
 * and what is left, its state and days, its history, and what staff may do to it. On a narrow
 * screen the table scrolls inside its frame, never the page.
 */
export function GiftVoucherTable({
  vouchers,
  actions,
  onChanged,
}: {
  vouchers: readonly AdminGiftVoucher[]
  actions: GiftVoucherActions
  onChanged: () => void
}) {
  const { t } = useTranslation('adminGiftVouchers')
  const language = usePageLanguage()
  return (
    <TableRegion titleId="gift-vouchers-caption" title={t('list.caption')}>
      <table
        className="admin-table gift-vouchers__table"
        aria-labelledby="gift-vouchers-caption"
      >
        <ColumnHeads
          columns={COLUMNS}
          numbers={NUMBERS}
          label={(column) => t(`list.columns.${column}`)}
        />
        <tbody>
          {vouchers.map((voucher) => {
            const money = (cents: number) =>
              voucherMoney(cents, voucher.currency, language)
            return (
              <tr key={voucher.voucherId}>
                <th scope="row" className="gift-vouchers__code">
                  <span aria-hidden="true">••••-{voucher.codeEnd}</span>
                  <span className="visually-hidden">
                    {t('code_spoken', { end: voucher.codeEnd })}
                  </span>
                </th>
                <td className="gift-vouchers__person">
                  {voucher.recipientName}
                  <br />
                  <span className="admin-muted">
                    {voucher.recipientEmail ?? t('printed')}
                  </span>
                </td>
                <td className="gift-vouchers__person">
                  {voucher.buyerName}
                  <br />
                  <span className="admin-muted">{voucher.buyerEmail}</span>
                </td>
                <td className="admin-number">{money(voucher.amount)}</td>
                <td className="admin-number">{money(voucher.balance)}</td>
                <td>{t(`states.${voucher.state}`)}</td>
                <td>{voucherDay(voucher.validUntil, language)}</td>
                <td>{voucherDay(voucher.createdAt, language)}</td>
                <td>
                  <GiftVoucherMoves voucher={voucher} />
                </td>
                <td>
                  <GiftVoucherChanges
                    voucher={voucher}
                    actions={actions}
                    onDone={onChanged}
                  />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </TableRegion>
  )
}
