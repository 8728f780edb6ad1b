import type { ReactNode, SelectHTMLAttributes } from 'react'
import { fieldA11y } from './fieldA11y'
import { FieldFrame, type FieldProps } from './FieldFrame'

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
export function SelectField({
  id,
  label,
  hint,
  error,
  required,
  wide,
  announce,
  value,
  onChange,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, required, wide, announce }}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required ? true : undefined}
        {...fieldA11y(id, hint, error)}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  )
}
