import type { PromoCode, PromoCodeVoiding } from '@resort/core/staff'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { ColumnHeads } from '../list/ColumnHeads'
import { TableRegion } from '../list/TableRegion'
import { RemoveStep } from '../RemoveStep'
import { statusText, usesText, whereText, windowText } from './promoCodeWords'
import { promoValue } from './promoValue'

const COLUMNS = [
  'code',
  'discount',
  'where',
  'stay',
  'booking',
  'minNights',
  'uses',
  'perGuest',
  'combinable',
  'status',
  'actions',
] as const

const NUMBERS: ReadonlySet<string> = new Set(['minNights', 'uses'])

/**
 * Every promo code, newest first (issue 35): what it takes off, where and when, its uses and
 * limits, and whether it still applies; an active one is voided after a yes. On a narrow
 * screen the table scrolls inside its frame, never the page.
 */
export function PromoCodeTable({
  codes,
  propertyName,
  voiding,
  onVoided,
}: {
  codes: readonly PromoCode[]
  propertyName: (propertyId: string) => string
  voiding: PromoCodeVoiding
  onVoided: () => void
}) {
  const { t } = useTranslation('adminPromoCodes')
  const language = usePageLanguage()
  const count = new Intl.NumberFormat(language)
  return (
    <TableRegion titleId="promo-codes-caption" title={t('list.caption')}>
      <table
        className="admin-table promo-codes__table"
        aria-labelledby="promo-codes-caption"
      >
        <ColumnHeads
          columns={COLUMNS}
          numbers={NUMBERS}
          label={(column) => t(`list.columns.${column}`)}
        />
        <tbody>
          {codes.map((code) => {
            const where = whereText(t, code, propertyName)
            return (
              <tr key={code.codeId}>
                <th scope="row" className="promo-codes__code">
                  {code.code}
                </th>
                <td>{t('discount', { value: promoValue(code, language) })}</td>
                <td>
                  {where.properties}
                  <br />
                  <span className="admin-muted">{where.rates}</span>
                </td>
                <td>{windowText(t, code.stayFrom, code.stayTo, language)}</td>
                <td>{windowText(t, code.bookFrom, code.bookTo, language)}</td>
                <td className="admin-number">{count.format(code.minNights)}</td>
                <td className="admin-number">{usesText(t, code, language)}</td>
                <td>
                  {code.maxUsesPerGuest === null
                    ? t('no_limit')
                    : count.format(code.maxUsesPerGuest)}
                </td>
                <td>{t(code.combinable ? 'yes' : 'no')}</td>
                <td>{statusText(t, code, language)}</td>
                <td>
                  {code.voidedAt ? null : (
                    <RemoveStep
                      removal={voiding}
                      draft={{ codeId: code.codeId, code: code.code }}
                      isThis={(draft) => draft?.codeId === code.codeId}
                      texts={{
                        remove: t('void.button', { code: code.code }),
                        ask: t('void.ask', { code: code.code }),
                        confirm: t('void.confirm'),
                        keep: t('void.keep'),
                        failed: t('void.failed', { code: code.code }),
                      }}
                      className="promo-codes__void"
                      onRemoved={onVoided}
                    />
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </TableRegion>
  )
}
