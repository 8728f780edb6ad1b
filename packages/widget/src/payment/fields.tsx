import {
  createContext,
  useContext,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react'
import { get, useFormContext } from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'
import type { PaymentField, PaymentFormValues } from './paymentForm'

/** The form's own id, so two payment steps on a page never share element ids. */
export const FormIdContext = createContext('payment')

type Translate = ReturnType<typeof useTranslation>['t']

/** A validation or server error code in the guest's language; a server's own sentence as it came. */
export function errorText(t: Translate, message: string): string {
  const key = `errors.${message}`
  const text = t(key)
  return text === key ? message : text
}

/** The id of a field's control, for labels, focus and the error summary. */
export const fieldId = (formId: string, name: string) =>
  `${formId}-${name.replace(/\./g, '-')}`

/** A field's translated error and the attributes that tie it to its control. */
export function useFieldError(name: PaymentField, hint?: string) {
  const { t } = useTranslation('payment')
  const formId = useContext(FormIdContext)
  const {
    formState: { errors },
  } = useFormContext<PaymentFormValues>()
  const code = (get(errors, name) as { message?: string } | undefined)?.message
  const id = fieldId(formId, name)
  const errorId = `${id}-error`
  const error = code ? errorText(t, code) : undefined
  return {
    id,
    error,
    a11y: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby':
        [hint, error ? errorId : undefined].filter(Boolean).join(' ') ||
        undefined,
    },
    message: error ? (
      <p id={errorId} className="resort-field-error">
        {error}
      </p>
    ) : null,
  }
}

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id'
> {
  name: PaymentField
  label: string
  multiline?: boolean
  wide?: boolean
}

/** A labelled text input (or textarea) bound to the form, with its error beside it. */
export function TextField({
  name,
  label,
  multiline,
  wide,
  ...input
}: TextFieldProps) {
  const { register } = useFormContext<PaymentFormValues>()
  const { id, a11y, message } = useFieldError(name)
  return (
    <div className={`resort-field${wide ? ' resort-field--wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} rows={3} {...a11y} {...register(name)} />
      ) : (
        <input id={id} type="text" {...input} {...a11y} {...register(name)} />
      )}
      {message}
    </div>
  )
}

interface SelectFieldProps {
  name: PaymentField
  label: string
  autoComplete?: string
  children: ReactNode
  onChange?: (value: string) => void
}

/** A labelled select bound to the form, with its error beside it. */
export function SelectField({
  name,
  label,
  autoComplete,
  children,
  onChange,
}: SelectFieldProps) {
  const { register } = useFormContext<PaymentFormValues>()
  const { id, a11y, message } = useFieldError(name)
  return (
    <div className="resort-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        autoComplete={autoComplete}
        {...a11y}
        {...register(name, {
          onChange: onChange
            ? (event: { target: { value: string } }) =>
                onChange(event.target.value)
            : undefined,
        })}
      >
        {children}
      </select>
      {message}
    </div>
  )
}
