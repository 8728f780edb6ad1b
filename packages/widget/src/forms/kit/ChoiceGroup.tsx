import type { InputHTMLAttributes, ReactNode } from 'react'
import { describedBy } from './fieldA11y'
import { FieldNotes } from './FieldNotes'

/**
 * Radio buttons or checkboxes under a legend, with the group's hint and error; the group carries
 * the id the error summary links to.
 */
export function ChoiceGroup({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string
  legend: string
  hint?: ReactNode
  error?: string | undefined
  children: ReactNode
}) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={`form-choices${error ? ' form-field--error' : ''}`}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend>{legend}</legend>
      <FieldNotes id={id} hint={hint} error={error} />
      <div className="form-choices__list">{children}</div>
    </fieldset>
  )
}

/** One radio button or checkbox with its label after it. */
export function Choice({
  id,
  label,
  ...input
}: { id: string; label: string; type: 'radio' | 'checkbox' } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id'
>) {
  return (
    <span className="form-choice">
      <input id={id} {...input} />
      <label htmlFor={id}>{label}</label>
    </span>
  )
}
