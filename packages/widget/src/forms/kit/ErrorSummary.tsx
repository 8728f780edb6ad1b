import { useEffect, useRef, type ReactNode } from 'react'

export interface SummaryError {
  /** The control's id, to move focus to. */
  id: string
  label: string
  error: string
}

/**
 * The form's errors at its top, announced, each a link to its field; focus moves here at every
 * failed attempt, so that a keyboard or screen reader user starts from the list.
 */
export function ErrorSummary({
  title,
  titleLevel: Title = 'h2',
  message,
  errors,
  attempt = 0,
  live,
  onSelect,
}: {
  /** Says there is a problem; none where the form's own message says it. */
  title?: string
  /** 'p' where the form moves focus to its first field itself and has a heading of its own. */
  titleLevel?: 'h2' | 'h3' | 'h4' | 'p'
  /** A refusal that belongs to no field, with any way forward. */
  message?: ReactNode
  errors: readonly SummaryError[]
  /** Counts the failed attempts: each moves focus here. */
  attempt?: number
  /** The alert stays in the page, empty, so that what appears in it is announced. */
  live?: boolean
  /** Each error is a button that moves focus this way (a form with its own focus handling). */
  onSelect?: (id: string) => void
}) {
  const summary = useRef<HTMLDivElement>(null)
  const shown = Boolean(message) || errors.length > 0
  useEffect(() => {
    if (shown && attempt > 0) summary.current?.focus()
  }, [attempt, shown])
  if (!shown && !live) return null
  const Item = onSelect ? 'button' : 'a'
  return (
    <div ref={summary} role="alert" tabIndex={-1} className="form-summary">
      {shown && title ? (
        <Title className="form-summary__title">{title}</Title>
      ) : null}
      {typeof message === 'string' ? <p>{message}</p> : message}
      {errors.length > 0 ? (
        <ul>
          {errors.map(({ id, label, error }) => (
            <li key={id}>
              <Item
                type={onSelect && 'button'}
                href={onSelect ? undefined : `#${id}`}
                className={onSelect && 'form-summary__link'}
                onClick={(event) => {
                  event.preventDefault()
                  if (onSelect) onSelect(id)
                  else document.getElementById(id)?.focus()
                }}
              >
                {label}: {error}
              </Item>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
