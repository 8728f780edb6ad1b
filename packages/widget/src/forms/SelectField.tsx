import type { ReactNode } from 'react'
import { get, useFormContext } from 'react-hook-form'
import { FieldLabel } from './kit/FieldLabel'
import { useFieldError } from './useFieldError'

export interface SelectFieldProps<Name extends string = string> {
  name: Name
  label: string
  required?: boolean
  autoComplete?: string
  children: ReactNode
  onChange?: (value: string) => void
}

/** A labelled select bound to the form, with its error beside it. */
export function SelectField<Name extends string>({
  name,
  label,
  required,
  autoComplete,
  children,
  onChange,
}: SelectFieldProps<Name>) {
  const { register, formState } = useFormContext()
  const { id, a11y, message } = useFieldError(name)
  return (
    <div className="resort-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        // A prefilled choice is selected by React itself: the form's value alone may be set
        // before the options are there.
        defaultValue={get(formState.defaultValues, name) as string | undefined}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...a11y}
        {...register(name, {
          onChange: onChange
            ? (event: { target: { value: string } }) =>
                onChange(event.target.value)
            : undefined,
        })}
      >
        {children}
      </select>
      {message}
    </div>
  )
}
