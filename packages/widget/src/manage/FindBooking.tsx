import type { ManageFlow } from '@resort/core/reservation'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../i18n/WidgetTranslations'

export interface FindBookingProps {
  /** The manage flow, which finds the booking and opens it once the number and e-mail matched. */
  flow: ManageFlow
}

// The messages for why no booking was found, by the kind of the server's refusal.
const FAILURES = {
  not_found: 'find.not_found',
  rate_limited: 'find.rate_limited',
} as const

type Field = 'bookingId' | 'email'

/** Opens a booking by its number and the guest's e-mail, for guests without their link at hand. */
export function FindBooking({ flow }: FindBookingProps) {
  const { t } = useTranslation('manage')
  const id = useId()
  const [values, setValues] = useState({ bookingId: '', email: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const { busy, problem } = useStore(flow, (state) => state.calls.find)
  const refs = {
    bookingId: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const missing: Partial<Record<Field, string>> = {}
    for (const field of ['bookingId', 'email'] as const)
      if (values[field].trim() === '') missing[field] = t('find.required')
    setErrors(missing)
    const first = (['bookingId', 'email'] as const).find((f) => missing[f])
    if (first) {
      refs[first].current?.focus()
      return
    }
    // Everything typed stays; after a refusal the guest corrects and tries again.
    void flow.getState().find(values)
  }

  const field = (name: Field, label: string, type: string, hint?: string) => {
    const errorId = `${id}-${name}-error`
    const hintId = `${id}-${name}-hint`
    return (
      <div className="form-field form-field--wide">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          ref={refs[name]}
          id={`${id}-${name}`}
          type={type}
          autoComplete={name === 'email' ? 'email' : 'off'}
          value={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={
            [hint ? hintId : '', errors[name] ? errorId : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(event) =>
            setValues((before) => ({ ...before, [name]: event.target.value }))
          }
        />
        {hint ? (
          <p id={hintId} className="form-field__hint">
            {hint}
          </p>
        ) : null}
        {errors[name] ? (
          <p id={errorId} className="form-field__error">
            {errors[name]}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <form
      className="resort-manage__find"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={submit}
    >
      <h2 id={`${id}-title`}>{t('find.title')}</h2>
      <p>{t('find.intro')}</p>
      {field(
        'bookingId',
        t('find.booking_id'),
        'text',
        t('find.booking_id_hint'),
      )}
      {field('email', t('find.email'), 'email')}
      <p role="alert" className="form-field__error">
        {/* A field left empty again: the last refusal no longer applies. */}
        {problem && !errors.bookingId && !errors.email
          ? t(
              problem.kind === 'not_found' || problem.kind === 'rate_limited'
                ? FAILURES[problem.kind]
                : 'find.error',
            )
          : ''}
      </p>
      <button type="submit" className="resort-button" disabled={busy}>
        {busy ? t('find.searching') : t('find.submit')}
      </button>
    </form>
  )
}
