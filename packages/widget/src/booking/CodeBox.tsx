import type { BookingFlow } from '@resort/core/reservation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useStore } from 'zustand'
import { FieldFrame, splitField } from '../forms/kit/FieldFrame'
import { useTranslation } from '../i18n/WidgetTranslations'

interface CodeBoxProps {
  flow: BookingFlow
  /** Its texts in codes.json: title, label, apply, remove and refusals. */
  texts: 'promo' | 'gift_voucher' | 'points'
  /** Takes the focus when it first shows (opened by the guest). */
  focusOnMount?: boolean
  /** What the applied code does, in words; '' while none is applied. */
  status: string
  /** What the field offers, under its label (the member's points). */
  hint?: string | undefined
  /** Filled in at first (the most points that may pay). */
  initialValue?: string
  /** A number's keyboard on a phone, for points. */
  numeric?: boolean
  /** Values of the Remove button's name and of the refusals (the promo code, the club's rules). */
  values?: Record<string, string>
  /** Why the code did not apply: a key of the texts' `refusals`. */
  refusal: string | undefined
  maxLength: number
  onApply: (typed: string) => void
  onRemove: () => void
}

/**
 * Issue 35: a code the guest types on the payment step, above the total: a promo code, a gift
 * voucher. It sits inside the booking form, so it is a group with a button of its own (Enter in
 * the field applies the code, never books). The server prices it; the box says what it did (a
 * status that is always there, so the change is heard), or why it did not apply, and keeps what
 * the guest typed. Focus follows the guest's own action: to Remove once applied, back to the
 * field once removed.
 */
export function CodeBox({
  flow,
  texts,
  focusOnMount = false,
  status,
  hint,
  initialValue = '',
  numeric = false,
  values,
  refusal,
  maxLength,
  onApply,
  onRemove,
}: CodeBoxProps) {
  const { t } = useTranslation('codes')
  const id = useId()
  const busy = useStore(flow, (state) => state.busy)
  const applied = status !== ''
  const [typed, setTyped] = useState(initialValue)
  const field = useRef<HTMLInputElement>(null)
  const remove = useRef<HTMLButtonElement>(null)
  // Set by the guest's click or key; a code restored with the reservation moves no focus.
  const acted = useRef(false)

  // Only as it first shows: later the guest's own actions move the focus.
  const focusFirst = useRef(focusOnMount)
  useEffect(() => {
    if (focusFirst.current) field.current?.focus()
  }, [])

  useEffect(() => {
    if (!acted.current) return
    acted.current = false
    ;(applied ? remove : field).current?.focus()
  }, [applied])

  const apply = () => {
    acted.current = true
    onApply(typed)
  }
  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    apply()
  }
  const { frame, control } = splitField({
    id: `${id}-code`,
    label: t(`${texts}.label`),
    hint,
    error: refusal ? t(`${texts}.refusals.${refusal}`, values) : undefined,
    announce: true,
  })

  return (
    <div role="group" className="resort-promo" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(`${texts}.title`)}</h3>
      <p role="status" className="resort-promo__status">
        {status}
      </p>
      {applied ? (
        <button
          ref={remove}
          type="button"
          className="resort-button resort-button--secondary"
          disabled={busy}
          onClick={() => {
            acted.current = true
            onRemove()
          }}
        >
          {t(`${texts}.remove`, values)}
        </button>
      ) : (
        <div className="resort-promo__form">
          <FieldFrame {...frame}>
            <input
              ref={field}
              type="text"
              autoComplete="off"
              autoCapitalize={numeric ? 'off' : 'characters'}
              inputMode={numeric ? 'numeric' : 'text'}
              spellCheck={false}
              maxLength={maxLength}
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
            {t(`${texts}.apply`)}
          </button>
        </div>
      )}
    </div>
  )
}
