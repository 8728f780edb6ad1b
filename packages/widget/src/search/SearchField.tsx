import type { InputHTMLAttributes } from 'react'

export interface SearchFieldProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'min' | 'max'
> {
  /** The form's id: the field's id, and its error's, are made from it and the name. */
  formId: string
  name: string
  label: string
  value: string
  error: string | undefined
  narrow?: boolean
  onChange: (value: string) => void
}

/** One of the search's dates or guest counts, with its error read out with it. */
export function SearchField({
  formId,
  name,
  label,
  value,
  error,
  narrow,
  onChange,
  ...input
}: SearchFieldProps) {
  const id = `${formId}-${name}`
  return (
    <div className={`form-field${narrow ? ' form-field--narrow' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
