import type {
  InputHTMLAttributes,
  ReactNode,
  RefObject,
  TextareaHTMLAttributes,
} from 'react'
import { fieldA11y } from './fieldA11y'
import { FieldFrame, type FieldProps } from './FieldFrame'
import { useTypedBeforeHydration } from './useTypedBeforeHydration'

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement> &
    TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'required'
>

export interface TextFieldProps extends FieldProps, InputAttributes {
  value: string
  onChange: (value: string) => void
  /** A textarea of this many rows instead of an input. */
  rows?: number
  /** After the control, inside the field (the password's show button). */
  after?: ReactNode
  /** The control, for a form that moves focus to it. */
  ref?: RefObject<HTMLInputElement | HTMLTextAreaElement | null>
}

/**
 * A labelled text input (text, e-mail, password, date, number) or textarea, its hint and its
 * error; what was typed before the page hydrated is handed to onChange.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  required,
  wide,
  announce,
  value,
  onChange,
  rows,
  after,
  ref,
  type = 'text',
  ...control
}: TextFieldProps) {
  const field = useTypedBeforeHydration<HTMLInputElement | HTMLTextAreaElement>(
    value,
    onChange,
    ref,
  )
  const shared = {
    id,
    value,
    'aria-required': required ? true : undefined,
    ...fieldA11y(id, hint, error),
    ...control,
  }
  return (
    <FieldFrame {...{ id, label, hint, error, required, wide, announce }}>
      {rows ? (
        <textarea
          ref={field as RefObject<HTMLTextAreaElement | null>}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          {...shared}
        />
      ) : (
        <input
          ref={field as RefObject<HTMLInputElement | null>}
          type={type}
          onChange={(event) => onChange(event.target.value)}
          {...shared}
        />
      )}
      {after}
    </FieldFrame>
  )
}
