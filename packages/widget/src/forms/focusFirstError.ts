import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormSetFocus,
} from 'react-hook-form'

/** handleSubmit's callback for an invalid form: focus goes to its first invalid field, in order. */
export const focusFirstError =
  <Values extends FieldValues>(
    setFocus: UseFormSetFocus<Values>,
    fields: readonly Path<Values>[],
  ) =>
  (errors: FieldErrors<Values>) => {
    const first = fields.find((name) => get(errors, name))
    if (first) setFocus(first)
  }
