import type { InputHTMLAttributes, Ref } from 'react'
import { splitField, type FieldProps } from './FieldFrame'
import { FieldLabel } from './FieldLabel'
import { FieldNotes } from './FieldNotes'

export interface CheckboxFieldProps
  extends
    Omit<FieldProps, 'wide' | 'narrow'>,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'id' | 'checked' | 'onChange' | 'required' | 'type'
    > {
  checked: boolean
  onChange: (checked: boolean) => void
  ref?: Ref<HTMLInputElement>
}

/** A box to tick beside its label, with its hint and error (such as a missing consent) above. */
export function CheckboxField(props: CheckboxFieldProps) {
  const {
    frame: { id, label, hint, error, required, announce },
    control: { checked, onChange, ...input },
  } = splitField(props)
  return (
    <div
      className={`form-field form-field--check${error ? ' form-field--error' : ''}`}
    >
      <FieldNotes id={id} hint={hint} error={error} announce={announce} />
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...input}
      />
      <FieldLabel htmlFor={id} label={label} required={required === true} />
    </div>
  )
}
