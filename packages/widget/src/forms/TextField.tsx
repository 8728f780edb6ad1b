import type { InputHTMLAttributes } from 'react'
import { useFormContext } from 'react-hook-form'
import { FieldLabel } from './kit/FieldLabel'
import { useFieldError } from './useFieldError'

export interface TextFieldProps<Name extends string = string> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id'
> {
  name: Name
  label: string
  multiline?: boolean
  /** The textarea's rows, when multiline. */
  rows?: number
  wide?: boolean
}

/** A labelled text input (or textarea) bound to the form, with its error beside it. */
export function TextField<Name extends string>({
  name,
  label,
  multiline,
  rows = 3,
  wide,
  required,
  ...input
}: TextFieldProps<Name>) {
  const { register } = useFormContext()
  const { id, a11y, message } = useFieldError(name)
  return (
    <div className={`resort-field${wide ? ' resort-field--wide' : ''}`}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {multiline ? (
        <textarea
          id={id}
          rows={rows}
          maxLength={input.maxLength}
          aria-required={required || undefined}
          {...a11y}
          {...register(name)}
        />
      ) : (
        <input
          id={id}
          type="text"
          aria-required={required || undefined}
          {...input}
          {...a11y}
          {...register(name)}
        />
      )}
      {message}
    </div>
  )
}
