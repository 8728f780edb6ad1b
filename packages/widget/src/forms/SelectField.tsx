import type { ReactNode } from 'react'
import { get, useFormContext } from 'react-hook-form'
import { FieldFrame, splitField } from './kit/FieldFrame'
import { useFieldError } from './useFieldError'

export interface SelectFieldProps<Name extends string = string> {
  name: Name
  label: string
  required?: boolean
  autoComplete?: string
  children: ReactNode
  onChange?: (value: string) => void
}

/** The kit's select bound to react-hook-form: the kit draws it, register fills it. */
export function SelectField<Name extends string>({
  name,
  children,
  onChange,
  ...props
}: SelectFieldProps<Name>) {
  const { register, formState } = useFormContext()
  const { id, error } = useFieldError(name)
  const { frame, control } = splitField({ ...props, id, error })
  return (
    <FieldFrame {...frame}>
      <select
        // A prefilled choice is selected by React itself: the form's value alone may be set
        // before the options are there.
        defaultValue={get(formState.defaultValues, name) as string | undefined}
        {...control}
        {...register(name, {
          onChange: onChange
            ? (event: { target: { value: string } }) =>
                onChange(event.target.value)
            : undefined,
        })}
      >
        {children}
      </select>
    </FieldFrame>
  )
}
