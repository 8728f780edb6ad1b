import type {
  InputHTMLAttributes,
  ReactNode,
  RefObject,
  TextareaHTMLAttributes,
} from 'react'
import { FieldFrame, splitField, type FieldProps } from './FieldFrame'
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
export function TextField(props: TextFieldProps) {
  const {
    frame,
    control: { value, onChange, rows, after, ref, type = 'text', ...control },
  } = splitField(props)
  const field = useTypedBeforeHydration<HTMLInputElement | HTMLTextAreaElement>(
    value,
    onChange,
    ref,
  )
  return (
    <FieldFrame {...frame}>
      {rows ? (
        <textarea
          ref={field as RefObject<HTMLTextAreaElement | null>}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...control}
        />
      ) : (
        <input
          ref={field as RefObject<HTMLInputElement | null>}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...control}
        />
      )}
      {after}
    </FieldFrame>
  )
}
