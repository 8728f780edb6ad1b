import { formatPrice } from '@resort/core/format'
import type { BookingFlow } from '@resort/core/reservation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useStore } from 'zustand'
import { FieldFrame, splitField } from '../forms/kit/FieldFrame'
import { useTranslation } from '../i18n/WidgetTranslations'

/**
 * Issue 35: the guest's promo code on the payment step, above the total. It sits inside the
 * booking form, so it is a group with a button of its own (Enter in the field applies the code,
 * never books). The server prices it; the box says what it took off (a status that is always
 * there, so the change is heard), or why it did not apply, and keeps what the guest typed. Focus
 * follows the guest's own action: to Remove once applied, back to the field once removed.
 */
export function PromoCodeBox({ flow }: { flow: BookingFlow }) {
  const { t, i18n } = useTranslation('payment')
  const id = useId()
  const applied = useStore(flow, (state) => state.quote?.promoCode)
  const currency = useStore(flow, (state) => state.reservation.currency)
  const refusal = useStore(flow, (state) => state.promoRefusal)
  const busy = useStore(flow, (state) => state.busy)
  const [typed, setTyped] = useState('')
  const field = useRef<HTMLInputElement>(null)
  const remove = useRef<HTMLButtonElement>(null)
  // Set by the guest's click or key; a code restored with the reservation moves no focus.
  const acted = useRef(false)

  useEffect(() => {
    if (!acted.current) return
    acted.current = false
    ;(applied ? remove : field).current?.focus()
  }, [applied])

  const apply = () => {
    acted.current = true
    void flow.getState().applyPromoCode(typed)
  }
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
      <p role="status" className="resort-promo__status">
        {applied
          ? t('promo.applied', {
              code: applied.code,
              discount: formatPrice(applied.discount, currency, i18n.language),
            })
          : ''}
      </p>
      {applied ? (
        <button
          ref={remove}
          type="button"
          className="resort-button resort-button--secondary"
          disabled={busy}
          onClick={() => {
            acted.current = true
            void flow.getState().removePromoCode()
          }}
        >
          {t('promo.remove', { code: applied.code })}
        </button>
      ) : (
        <div className="resort-promo__form">
          <FieldFrame {...frame}>
            <input
              ref={field}
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
