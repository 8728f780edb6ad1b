import type { ExistingBookingResponse } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { useTranslation } from '../i18n/WidgetTranslations'
import { summarizeBreakdown, type BreakdownRow } from './summarizeBreakdown'

type BookedUnit = ExistingBookingResponse['accomodationData'][number]

/** One booked unit: its guests, its extras and its price details, nights collapsed into one row. */
export function UnitSummary({
  unit,
  currency,
}: {
  unit: BookedUnit
  currency: string
}) {
  const { t, i18n } = useTranslation('confirmation')
  const price = (amount: number) => formatPrice(amount, currency, i18n.language)
  const guests = [t('unit.adults', { count: unit.adults })]
  if (unit.children > 0) {
    const children = t('unit.children', { count: unit.children })
    // Issue 33: "2 children (4, 9)"; bookings made before the ages were asked have none.
    const ages = (unit.childAges ?? []).map((age) =>
      age === 0 ? t('unit.age_under_a_year') : String(age),
    )
    guests.push(
      ages.length > 0
        ? t('unit.children_with_ages', { children, ages: ages.join(', ') })
        : children,
    )
  }

  const rowLabel = (row: BreakdownRow) => {
    if (row.kind === 'night')
      return t('breakdown.nights', { count: row.nights })
    const label = row.label ?? t(`breakdown.${row.kind}`)
    return row.kind === 'supplement' && row.quantity > 1
      ? t('unit.extra', { name: label, quantity: row.quantity })
      : label
  }

  return (
    <section className="resort-confirmation__unit">
      <h4>{unit.unitName}</h4>
      <p className="resort-muted">{guests.join(', ')}</p>
      {unit.selectedSupplements.length > 0 ? (
        <>
          <p className="resort-confirmation__label">{t('unit.extras_title')}</p>
          <ul className="resort-confirmation__extras">
            {unit.selectedSupplements.map((extra) => (
              <li key={extra.serviceId}>
                {extra.quantity > 1
                  ? t('unit.extra', {
                      name: extra.name,
                      quantity: extra.quantity,
                    })
                  : extra.name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <table className="resort-confirmation__breakdown">
        <caption>{t('breakdown.title', { unit: unit.unitName })}</caption>
        <tbody>
          {summarizeBreakdown(unit.priceBrakedown).map((row, index) => (
            <tr key={index} data-kind={row.kind}>
              <th scope="row">{rowLabel(row)}</th>
              <td>{price(row.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('breakdown.unit_total')}</th>
            <td>{price(unit.total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  )
}
