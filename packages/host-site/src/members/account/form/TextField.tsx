import type { InputHTMLAttributes, ReactNode } from 'react'
import { useTypedBeforeHydration } from '../../../platform/ssr'

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange'
> {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The error in words; tied to the input by aria-describedby. */
  error?: string | undefined
  hint?: ReactNode
  /** After the input, inside the field (the password's show button). */
  after?: ReactNode
}

/** A labelled input, its hint and its error, which the input names as its description. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  after,
  type = 'text',
  ...input
}: TextFieldProps) {
  const field = useTypedBeforeHydration<HTMLInputElement>(value, onChange)
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
        <input
          ref={field}
          id={id}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          required
          {...input}
        />
        {after}
      </div>
    </div>
  )
}
