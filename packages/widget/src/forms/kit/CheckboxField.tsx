import type { InputHTMLAttributes, Ref } from 'react'
import { fieldA11y } from './fieldA11y'
import type { FieldProps } from './FieldFrame'
import { FieldLabel } from './FieldLabel'
import { FieldNotes } from './FieldNotes'

export interface CheckboxFieldProps
  extends
    Omit<FieldProps, 'wide'>,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'id' | 'checked' | 'onChange' | 'required' | 'type'
    > {
  checked: boolean
  onChange: (checked: boolean) => void
  ref?: Ref<HTMLInputElement>
}

/** A box to tick beside its label, with its hint and error (such as a missing consent) above. */
export function CheckboxField({
  id,
  label,
  hint,
  error,
  required,
  announce,
  checked,
  onChange,
  ...input
}: CheckboxFieldProps) {
  return (
    <div
      className={`form-field form-field--check${error ? ' form-field--error' : ''}`}
    >
      <FieldNotes id={id} hint={hint} error={error} announce={announce} />
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-required={required ? true : undefined}
        {...fieldA11y(id, hint, error)}
        {...input}
      />
      <FieldLabel htmlFor={id} label={label} required={required === true} />
    </div>
  )
}
