import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

/** An error under a field, named by the field as its description. */
function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="rates-form__error">
      {error}
    </p>
  ) : null
}

const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined

/** A labelled input with its hint and error. */
export function TextInput({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  ...input
}: {
  id: string
  label: string
  hint?: string | undefined
  error?: string | undefined
  value: string
  onChange: (value: string) => void
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <div
      className={`rates-form__field${error ? ' rates-form__field--error' : ''}`}
    >
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="rates-form__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          hint && `${id}-hint`,
          error && `${id}-error`,
        )}
        {...input}
      />
    </div>
  )
}

/**
 * A group of checkboxes or radio buttons under a legend; the group carries the id the error
 * summary links to, and its error.
 */
export function ChoiceGroup({
  id,
  legend,
  error,
  children,
}: {
  id: string
  legend: string
  error?: string | undefined
  children: ReactNode
}) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={`rates-form__group${error ? ' rates-form__field--error' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      <FieldError id={id} error={error} />
      <div className="rates-form__choices">{children}</div>
    </fieldset>
  )
}

/** One checkbox or radio button with its label after it. */
export function Choice({
  id,
  label,
  ...input
}: { id: string; label: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id'
>) {
  return (
    <span className="rates-form__choice">
      <input id={id} {...input} />
      <label htmlFor={id}>{label}</label>
    </span>
  )
}

export interface SummaryError {
  /** The element to move focus to. */
  id: string
  label: string
  error: string
}

/** The errors at the form's top, each a link to its field; focus comes here on every refusal. */
export function ErrorSummary({
  title,
  message,
  errors,
  summaryRef,
}: {
  title: string
  message?: string | undefined
  errors: readonly SummaryError[]
  summaryRef: Ref<HTMLDivElement>
}) {
  if (!message && errors.length === 0) return null
  return (
    <div
      ref={summaryRef}
      role="alert"
      tabIndex={-1}
      className="rates-form__summary"
    >
      <h4>{title}</h4>
      {message ? <p>{message}</p> : null}
      {errors.length ? (
        <ul>
          {errors.map(({ id, label, error }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                onClick={(event) => {
                  event.preventDefault()
                  document.getElementById(id)?.focus()
                }}
              >
                {label}: {error}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
