import { formatPrice } from '@resort/core/format'
import type { BookingFlow } from '@resort/core/reservation'
import { useId, useState, type KeyboardEvent } from 'react'
import { useStore } from 'zustand'
import { FieldFrame, splitField } from '../forms/kit/FieldFrame'
import { useTranslation } from '../i18n/WidgetTranslations'

/**
 * Issue 35: the guest's promo code on the payment step, above the total. It sits inside the
 * booking form, so it is a group with a button of its own (Enter in the field applies the code,
 * never books). The server prices it; the box shows what it took off, or why it did not apply,
 * and keeps what the guest typed.
 */
export function PromoCodeBox({ flow }: { flow: BookingFlow }) {
  const { t, i18n } = useTranslation('payment')
  const id = useId()
  const applied = useStore(flow, (state) => state.quote?.promoCode)
  const currency = useStore(flow, (state) => state.reservation.currency)
  const refusal = useStore(flow, (state) => state.promoRefusal)
  const busy = useStore(flow, (state) => state.busy)
  const [typed, setTyped] = useState('')

  const apply = () => void flow.getState().applyPromoCode(typed)
  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    apply()
  }
  const { frame, control } = splitField({
    id: `${id}-code`,
    label: t('promo.label'),
    error: refusal ? t(`promo.refusals.${refusal}`) : undefined,
    announce: true,
  })

  return (
    <div role="group" className="resort-promo" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('promo.title')}</h3>
      {applied ? (
        <div className="resort-promo__applied">
          <p role="status">
            {t('promo.applied', {
              code: applied.code,
              discount: formatPrice(applied.discount, currency, i18n.language),
            })}
          </p>
          <button
            type="button"
            className="resort-button resort-button--secondary"
            disabled={busy}
            onClick={() => void flow.getState().removePromoCode()}
          >
            {t('promo.remove', { code: applied.code })}
          </button>
        </div>
      ) : (
        <div className="resort-promo__form">
          <FieldFrame {...frame}>
            <input
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={applyOnEnter}
              {...control}
            />
          </FieldFrame>
          <button
            type="button"
            className="resort-button resort-button--secondary"
            disabled={busy}
            onClick={apply}
          >
            {t('promo.apply')}
          </button>
        </div>
      )}
    </div>
  )
}
