import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from '../../../platform/i18n/translation'

export interface SummaryError {
  /** The input's id, to move focus to. */
  id: string
  label: string
  error: string
}

/**
 * The form's errors at its top, announced, each a link to its field; focus moves here at every
 * failed attempt, so that a keyboard or screen reader user starts from the list.
 */
export function ErrorSummary({
  message,
  errors,
  attempt,
}: {
  /** A refusal that belongs to no field, with any way forward. */
  message?: ReactNode
  errors: readonly SummaryError[]
  /** Counts the failed attempts: each moves focus here. */
  attempt: number
}) {
  const { t } = useTranslation('account')
  const summary = useRef<HTMLDivElement>(null)
  const shown = Boolean(message) || errors.length > 0
  useEffect(() => {
    if (shown && attempt > 0) summary.current?.focus()
  }, [attempt, shown])
  if (!shown) return null
  return (
    <div ref={summary} role="alert" tabIndex={-1} className="account-summary">
      <h2 className="account-summary__title">{t('form.problem')}</h2>
      {message}
      {errors.length > 0 ? (
        <ul>
          {errors.map(({ id, label, error }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                onClick={(event) => {
                  event.preventDefault()
                  document.getElementById(id)?.focus()
                }}
              >
                {label}: {error}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
