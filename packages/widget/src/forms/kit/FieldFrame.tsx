import type { ReactNode } from 'react'
import { fieldA11y } from './fieldA11y'
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
  /** A few characters wide (a security code). */
  narrow?: boolean
  /** The error is announced as it appears (role=alert): for a form without an error summary. */
  announce?: boolean
  /** The label's own id, for what the label names besides the control (a combobox's listbox). */
  labelId?: string
  /** Another text that describes the control, read after its hint and error. */
  'aria-describedby'?: string | undefined
}

/** A field's label, hint and error around its control, on the kit's neutral class names. */
export function FieldFrame({
  children,
  ...field
}: FieldProps & { children: ReactNode }) {
  return (
    <div
      className={`form-field${field.wide ? ' form-field--wide' : ''}${field.narrow ? ' form-field--narrow' : ''}${field.error ? ' form-field--error' : ''}`}
    >
      <FieldLabel
        id={field.labelId}
        htmlFor={field.id}
        label={field.label}
        required={field.required === true}
      />
      <FieldNotes {...field} />
      <div className="form-field__control">{children}</div>
    </div>
  )
}

/**
 * A field's props split in two: what its frame shows (all of them: the frame reads its own),
 * and the rest for its control with the attributes that tie it to its hint and error and
 * announce it as required.
 */
export function splitField<Props extends FieldProps>(props: Props) {
  const {
    label: _label,
    hint,
    error,
    required,
    wide: _wide,
    narrow: _narrow,
    announce: _announce,
    labelId: _labelId,
    ...rest
  } = props
  return {
    frame: props as FieldProps,
    control: {
      ...rest,
      'aria-required': required ? true : undefined,
      ...fieldA11y(rest.id, hint, error, rest['aria-describedby']),
    },
  }
}
