import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
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
  required,
  children,
}: {
  id: string
  legend: string
  hint?: ReactNode
  error?: string | undefined
  /** Marks the legend as the kit's labels are marked. */
  required?: boolean | undefined
  children: ReactNode
}) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={`form-choices${error ? ' form-field--error' : ''}`}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend>
        {legend}
        {required ? ' *' : null}
      </legend>
      <FieldNotes id={id} hint={hint} error={error} />
      <div className="form-choices__list">{children}</div>
    </fieldset>
  )
}

/** One radio button or checkbox with its label after it, and a hint that describes it. */
export function Choice({
  id,
  label,
  hint,
  ...input
}: {
  id: string
  label: string
  type: 'radio' | 'checkbox'
  hint?: ReactNode
  ref?: Ref<HTMLInputElement> | undefined
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <span className="form-choice">
      <input
        id={id}
        aria-describedby={describedBy(id, hint, null)}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className="form-field__hint">
          {hint}
        </span>
      ) : null}
    </span>
  )
}
