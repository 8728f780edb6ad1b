import {
  createContext,
  useContext,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react'
import { get, useFormContext } from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'

/** The form's own id, so two request forms on one page never share element ids. */
export const RequestFormIdContext = createContext('request')

type Translate = ReturnType<typeof useTranslation>['t']

/** An error code (the form's or the server's) in the guest's language; other text as it came. */
export function requestErrorText(t: Translate, code: string): string {
  const key = `errors.${code}`
  const text = t(key)
  return text === key ? code : text
}

/** The id of a field's control, for labels, focus and the error summary. */
const requestFieldId = (formId: string, name: string) => `${formId}-${name}`

/** A field's translated error and the attributes that tie it to its control. */
export function useRequestFieldError(name: string, hintId?: string) {
  const { t } = useTranslation('requests')
  const formId = useContext(RequestFormIdContext)
  const {
    formState: { errors },
  } = useFormContext()
  const code = (get(errors, name) as { message?: string } | undefined)?.message
  const id = requestFieldId(formId, name)
  const errorId = `${id}-error`
  const error = code ? requestErrorText(t, code) : undefined
  return {
    id,
    a11y: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby':
        [hintId, error ? errorId : undefined].filter(Boolean).join(' ') ||
        undefined,
    },
    message: error ? (
      <p id={errorId} className="resort-field-error">
        {error}
      </p>
    ) : null,
  }
}

/** A label with the required mark, which is read as part of the label. */
function Label({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string
  label: string
  required?: boolean
}) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required ? ' *' : null}
    </label>
  )
}

interface RequestTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id'
> {
  name: string
  label: string
  multiline?: boolean
  wide?: boolean
}

/** A labelled text input (or textarea) bound to the form, with its error beside it. */
export function RequestTextField({
  name,
  label,
  multiline,
  wide,
  required,
  ...input
}: RequestTextFieldProps) {
  const { register } = useFormContext()
  const { id, a11y, message } = useRequestFieldError(name)
  return (
    <div className={`resort-field${wide ? ' resort-field--wide' : ''}`}>
      <Label htmlFor={id} label={label} required={required} />
      {multiline ? (
        <textarea
          id={id}
          rows={4}
          aria-required={required || undefined}
          {...a11y}
          {...register(name)}
        />
      ) : (
        <input
          id={id}
          type="text"
          aria-required={required || undefined}
          {...input}
          {...a11y}
          {...register(name)}
        />
      )}
      {message}
    </div>
  )
}

interface RequestSelectFieldProps {
  name: string
  label: string
  required?: boolean
  autoComplete?: string
  children: ReactNode
  onChange?: (value: string) => void
}

/** A labelled select bound to the form, with its error beside it. */
export function RequestSelectField({
  name,
  label,
  required,
  autoComplete,
  children,
  onChange,
}: RequestSelectFieldProps) {
  const { register, formState } = useFormContext()
  const { id, a11y, message } = useRequestFieldError(name)
  return (
    <div className="resort-field">
      <Label htmlFor={id} label={label} required={required} />
      <select
        id={id}
        // A prefilled choice is selected by React itself: the form's value alone may be set
        // before the options are there.
        defaultValue={get(formState.defaultValues, name) as string | undefined}
        autoComplete={autoComplete}
        aria-required={required || undefined}
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

/** A checkbox with its label, and its error (such as a missing consent) beside it. */
export function RequestCheckboxField({
  name,
  label,
  required,
}: {
  name: string
  label: string
  required?: boolean
}) {
  const { register } = useFormContext()
  const { id, a11y, message } = useRequestFieldError(name)
  return (
    <div className="resort-field resort-field--wide">
      <div className="resort-payment__check">
        <input
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          {...a11y}
          {...register(name)}
        />
        <Label htmlFor={id} label={label} required={required} />
      </div>
      {message}
    </div>
  )
}
