import type { ReactNode, SelectHTMLAttributes } from 'react'

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange'
> {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The error in words; tied to the select by aria-describedby. */
  error?: string | undefined
  hint?: ReactNode
  children: ReactNode
}

/** A labelled select, its hint and its error, as the account forms' TextField lays them out. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  children,
  ...select
}: SelectFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`account-field${error ? ' account-field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      ) : null}
      <div className="account-field__control">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {children}
        </select>
      </div>
    </div>
  )
}
