import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from '../../platform/i18n/translation'

/**
 * What a fee or a refund will do, in plain words, before any money moves (issue 32): Confirm
 * sends the call core checked; Change, or Escape, goes back to the form with everything kept.
 * Its heading takes the focus as it opens and is described by the question, which a screen
 * reader reads out with it.
 */
export function MoneyConfirmation({
  id,
  title,
  question,
  reason,
  busy,
  onConfirm,
  onRevise,
}: {
  /** Prefix of the ids inside. */
  id: string
  title: string
  /** What will happen, as a question. */
  question: string
  /** The reason the guest is mailed, as it will be sent. */
  reason: string
  /** The confirmed call is waiting for the server: both buttons wait too. */
  busy: boolean
  onConfirm: () => void
  /** Back to the form. */
  onRevise: () => void
}) {
  const { t } = useTranslation('admin')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  // Escape anywhere in the confirmation is Change: it never loses what was typed.
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    onRevise()
  }

  return (
    // Catches Escape as it bubbles up from the heading and the buttons.
    <div role="presentation" className="account-notice" onKeyDown={escape}>
      <div role="group" aria-labelledby={`${id}-title`}>
        <h4
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          aria-describedby={`${id}-question ${id}-reason`}
        >
          {title}
        </h4>
        <p id={`${id}-question`}>{question}</p>
        <p id={`${id}-reason`}>
          {t('booking.money.confirm_reason', { reason })}
        </p>
        <div className="account-actions">
          <button
            type="button"
            className="account-button"
            aria-disabled={busy || undefined}
            onClick={onConfirm}
          >
            {t('booking.money.confirm')}
          </button>
          <button
            type="button"
            className="account-button account-button--secondary"
            aria-disabled={busy || undefined}
            onClick={onRevise}
          >
            {t('booking.money.revise')}
          </button>
        </div>
      </div>
    </div>
  )
}
