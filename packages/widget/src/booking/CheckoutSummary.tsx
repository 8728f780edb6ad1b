import { formatPrice, formatStayDates } from '@resort/core/format'
import { checkoutSummary, type BookingFlow } from '@resort/core/reservation'
import { Fragment, useId } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../i18n/WidgetTranslations'

/**
 * Issue 33: the booking beside the payment step, on a wide widget only (checkout.css). It comes
 * after the form, as it stands on the right: the step's first heading stays the form's (the one
 * focused on arrival), and the guest hears the form before what is repeated here.
 */
export function CheckoutSummary({
  flow,
  mediaUrl,
}: {
  flow: BookingFlow
  /** The address of the picture's path the server gave (relative to the API). */
  mediaUrl: (path: string) => string
}) {
  const { t, i18n } = useTranslation('payment')
  const booking = useTranslation('booking').t
  const confirmation = useTranslation('confirmation').t
  const id = useId()
  const quote = useStore(flow, (state) => state.quote)
  const offer = useStore(flow, (state) => state.offer)
  const reservation = useStore(flow, (state) => state.reservation)
  const summary = checkoutSummary({ quote, offer, reservation })
  if (!summary) return null
  const lang = i18n.language
  const price = (amount: number) => formatPrice(amount, summary.currency, lang)
  return (
    <aside aria-labelledby={id} className="resort-checkout__summary">
      {summary.picture ? (
        // Decorative: the name below says which property it is. Lazy: hidden on a narrow widget,
        // it is then never fetched.
        <img
          src={mediaUrl(summary.picture)}
          alt=""
          width="600"
          height="400"
          loading="lazy"
        />
      ) : null}
      <h2 id={id}>{t('checkout.title')}</h2>
      <p>
        <strong>{summary.propertyName}</strong>
      </p>
      <p>
        {formatStayDates(summary.dateFrom, summary.dateTo, lang)}
        <br />
        {booking('stay_summary', {
          count: summary.nights,
          guests: booking('guests', { count: summary.guests }),
        })}
      </p>
      <p className="resort-muted">
        {confirmation('rate', {
          rate: summary.rateName,
          board: summary.boardName,
        })}
      </p>
      <dl>
        {summary.units.map((room, index) => (
          <Fragment key={room.lineId ?? index}>
            <dt>{room.unitName}</dt>
            <dd>{price(room.initialTotal)}</dd>
            {room.selectedSupplements.map((extra) => (
              <Fragment key={extra.serviceId}>
                <dt className="resort-checkout__extra">
                  {extra.quantity > 1
                    ? confirmation('unit.extra', {
                        name: extra.name,
                        quantity: extra.quantity,
                      })
                    : extra.name}
                </dt>
                <dd>{price(extra.total)}</dd>
              </Fragment>
            ))}
          </Fragment>
        ))}
      </dl>
      <dl className="resort-checkout__total">
        <dt>{t('total')}</dt>
        <dd>{price(summary.totalPrice)}</dd>
        {summary.paidByVoucher > 0 ? (
          <>
            <dt>{t('gift_voucher.paid')}</dt>
            <dd>{price(-summary.paidByVoucher)}</dd>
          </>
        ) : null}
        {summary.paidByPoints > 0 ? (
          <>
            <dt>{t('points.paid')}</dt>
            <dd>{price(-summary.paidByPoints)}</dd>
          </>
        ) : null}
        <dt>{t('due_now')}</dt>
        <dd>{price(summary.now)}</dd>
        <dt>{t('checkout.later')}</dt>
        <dd>{price(summary.later)}</dd>
      </dl>
    </aside>
  )
}
