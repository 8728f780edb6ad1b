import type { ReactNode } from 'react'
import { FieldLabel } from './FieldLabel'
import { FieldNotes } from './FieldNotes'

/** What every field of the kit shows besides its control. */
export interface FieldProps {
  /** The control's id: its label's target and the error summary's link. */
  id: string
  label: string
  hint?: ReactNode
  /** The error in words, tied to the control by aria-describedby. */
  error?: string | undefined
  /** Announced as required; 'unmarked' where the page says every field is required. */
  required?: boolean | 'unmarked'
  /** The whole width of a row of fields. */
  wide?: boolean
  /** The error is announced as it appears (role=alert): for a form without an error summary. */
  announce?: boolean
}

/** A field's label, hint and error around its control, on the kit's neutral class names. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  wide,
  announce,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div
      className={`form-field${wide ? ' form-field--wide' : ''}${error ? ' form-field--error' : ''}`}
    >
      <FieldLabel htmlFor={id} label={label} required={required === true} />
      <FieldNotes id={id} hint={hint} error={error} announce={announce} />
      <div className="form-field__control">{children}</div>
    </div>
  )
}
