import { ApiError, findBooking, type ApiClient } from '@resort/core/api'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'

export interface FindBookingProps {
  api: ApiClient
  /** Told of the booking's self-service link once the number and e-mail matched. */
  onFound: (bookingURI: string) => void
}

type Field = 'bookingId' | 'email'

/** Opens a booking by its number and the guest's e-mail, for guests without their link at hand. */
export function FindBooking({ api, onFound }: FindBookingProps) {
  const { t, i18n } = useTranslation('manage')
  const id = useId()
  const [values, setValues] = useState({ bookingId: '', email: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  const refs = {
    bookingId: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure(undefined)
    const missing: Partial<Record<Field, string>> = {}
    for (const field of ['bookingId', 'email'] as const)
      if (values[field].trim() === '') missing[field] = t('find.required')
    setErrors(missing)
    const first = (['bookingId', 'email'] as const).find((f) => missing[f])
    if (first) {
      refs[first].current?.focus()
      return
    }
    setBusy(true)
    try {
      const found = await api.call(findBooking, {
        ...values,
        lang: i18n.language,
      })
      onFound(found.bookingURI)
    } catch (error) {
      // Everything typed stays; the guest corrects and tries again.
      setFailure(
        error instanceof ApiError && error.kind === 'not_found'
          ? t('find.not_found')
          : error instanceof ApiError && error.kind === 'rate_limited'
            ? t('find.rate_limited')
            : t('find.error'),
      )
    } finally {
      setBusy(false)
    }
  }

  const field = (name: Field, label: string, type: string, hint?: string) => {
    const errorId = `${id}-${name}-error`
    const hintId = `${id}-${name}-hint`
    return (
      <div className="resort-field resort-field--wide">
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
          <p id={hintId} className="resort-field-hint">
            {hint}
          </p>
        ) : null}
        {errors[name] ? (
          <p id={errorId} className="resort-field-error">
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
      onSubmit={(event) => void submit(event)}
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
      <p role="alert" className="resort-field-error">
        {failure ?? ''}
      </p>
      <button type="submit" className="resort-button" disabled={busy}>
        {busy ? t('find.searching') : t('find.submit')}
      </button>
    </form>
  )
}
