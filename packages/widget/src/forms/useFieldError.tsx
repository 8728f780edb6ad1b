import { get, useFormContext } from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'
import { errorText } from './errorText'
import { useFormScope } from './FormScope'
import { fieldA11y } from './kit/fieldA11y'
import { FieldNotes } from './kit/FieldNotes'

/** The id of a field's control, for labels, focus and the error summary. */
const fieldId = (formId: string, name: string) =>
  `${formId}-${name.replace(/\./g, '-')}`

/**
 * A field's control id and translated error, for the kit's fields; for a control drawn by hand
 * (a radio group, the card's code) also the kit's attributes and error. `hint`: the control has
 * a hint of id `<id>-hint`.
 */
export function useFieldError<Name extends string>(name: Name, hint?: boolean) {
  const { id: formId, namespace } = useFormScope()
  const { t } = useTranslation(namespace)
  const {
    formState: { errors },
  } = useFormContext()
  const code = (get(errors, name) as { message?: string } | undefined)?.message
  const id = fieldId(formId, name)
  const error = code ? errorText(t, code) : undefined
  return {
    id,
    error,
    a11y: fieldA11y(id, hint, error),
    message: <FieldNotes id={id} error={error} />,
  }
}
