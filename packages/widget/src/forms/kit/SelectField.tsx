import type { ReactNode, SelectHTMLAttributes } from 'react'
import { FieldFrame, splitField, type FieldProps } from './FieldFrame'

export interface SelectFieldProps
  extends
    FieldProps,
    Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'id' | 'value' | 'onChange' | 'required'
    > {
  value: string
  onChange: (value: string) => void
  /** The options. */
  children: ReactNode
}

/** A labelled select, its hint and its error. */
export function SelectField(props: SelectFieldProps) {
  const {
    frame,
    control: { value, onChange, children, ...control },
  } = splitField(props)
  return (
    <FieldFrame {...frame}>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...control}
      >
        {children}
      </select>
    </FieldFrame>
  )
}
