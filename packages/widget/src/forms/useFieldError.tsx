import { get, useFormContext } from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'
import { errorText } from './errorText'
import { useFormScope } from './FormScope'

/** The id of a field's control, for labels, focus and the error summary. */
export const fieldId = (formId: string, name: string) =>
  `${formId}-${name.replace(/\./g, '-')}`

/** A field's translated error and the attributes that tie it to its control. */
export function useFieldError<Name extends string>(name: Name, hint?: string) {
  const { id: formId, namespace } = useFormScope()
  const { t } = useTranslation(namespace)
  const {
    formState: { errors },
  } = useFormContext()
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
