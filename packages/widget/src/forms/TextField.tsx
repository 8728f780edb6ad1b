import type {
  InputHTMLAttributes,
  ReactNode,
  TextareaHTMLAttributes,
} from 'react'
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
  narrow?: boolean
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
          rows={rows}
          {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...register(name)}
        />
      ) : (
        <input type="text" {...control} {...register(name)} />
      )}
    </FieldFrame>
  )
}
