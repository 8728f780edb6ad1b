import type { InputHTMLAttributes, ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { FieldFrame, splitField } from './kit/FieldFrame'
import { useFieldError } from './useFieldError'

export interface TextFieldProps<Name extends string = string> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id'
> {
  name: Name
  label: string
  hint?: ReactNode
  multiline?: boolean
  /** The textarea's rows, when multiline. */
  rows?: number
  wide?: boolean
}

/** The kit's text field bound to react-hook-form: the kit draws it, register fills it. */
export function TextField<Name extends string>({
  name,
  multiline,
  rows = 3,
  ...props
}: TextFieldProps<Name>) {
  const { register } = useFormContext()
  const { id, error } = useFieldError(name)
  const { frame, control } = splitField({ ...props, id, error })
  return (
    <FieldFrame {...frame}>
      {multiline ? (
        <textarea
          id={control.id}
          rows={rows}
          maxLength={control.maxLength}
          aria-required={control['aria-required']}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          {...register(name)}
        />
      ) : (
        <input type="text" {...control} {...register(name)} />
      )}
    </FieldFrame>
  )
}
