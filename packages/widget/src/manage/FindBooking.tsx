import type { ManageFlow } from '@resort/core/reservation'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useStore } from 'zustand'
import { TextField } from '../forms/kit/TextField'
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
  const bookingIdInput = useRef<HTMLInputElement>(null)
  const emailInput = useRef<HTMLInputElement>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const missing: Partial<Record<Field, string>> = {}
    for (const field of ['bookingId', 'email'] as const)
      if (values[field].trim() === '') missing[field] = t('find.required')
    setErrors(missing)
    if (missing.bookingId) bookingIdInput.current?.focus()
    else if (missing.email) emailInput.current?.focus()
    // Everything typed stays; after a refusal the guest corrects and tries again.
    else void flow.getState().find(values)
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
      <TextField
        ref={bookingIdInput}
        id={`${id}-bookingId`}
        label={t('find.booking_id')}
        hint={t('find.booking_id_hint')}
        error={errors.bookingId}
        autoComplete="off"
        wide
        value={values.bookingId}
        onChange={(bookingId) =>
          setValues((before) => ({ ...before, bookingId }))
        }
      />
      <TextField
        ref={emailInput}
        id={`${id}-email`}
        label={t('find.email')}
        type="email"
        error={errors.email}
        autoComplete="email"
        wide
        value={values.email}
        onChange={(email) => setValues((before) => ({ ...before, email }))}
      />
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
