import type { FocusEvent, RefObject } from 'react'

/** A read-only address field of the rates page (a unit's calendar, Google's feeds). */
export type FeedField = HTMLInputElement | HTMLTextAreaElement

// After the question's buttons go, once React has drawn what replaces them.
export const focusLater = (target: RefObject<HTMLElement | null>) =>
  requestAnimationFrame(() => target.current?.focus())

/** Focused, an address is selected: ready to copy by hand. */
export const selectAll = (event: FocusEvent<FeedField>) =>
  event.currentTarget.select()

/**
 * The question before a secret address is renewed (the old one stops working at once): yes
 * renews, no goes back to the button that asked.
 */
export function RenewQuestion({
  id,
  texts,
  busy,
  confirmButton,
  onConfirm,
  onKeep,
}: {
  id: string
  texts: { question: string; confirm: string; keep: string }
  busy: boolean
  confirmButton: RefObject<HTMLButtonElement | null>
  onConfirm: () => void
  onKeep: () => void
}) {
  return (
    <div role="group" aria-labelledby={id} className="unit-feed__question">
      <p id={id}>{texts.question}</p>
      <div className="rates-form__actions">
        <button
          ref={confirmButton}
          type="button"
          aria-disabled={busy || undefined}
          onClick={onConfirm}
        >
          {texts.confirm}
        </button>
        <button type="button" onClick={onKeep}>
          {texts.keep}
        </button>
      </div>
    </div>
  )
}
