import { useController } from 'react-hook-form'
import { CheckboxField as KitCheckboxField } from './kit/CheckboxField'
import { useFieldError } from './useFieldError'

/** The kit's checkbox bound to react-hook-form, its error (such as a missing consent) beside it. */
export function CheckboxField({
  name,
  label,
  required,
}: {
  name: string
  label: string
  required?: boolean
}) {
  const { field } = useController({ name })
  const { id, error } = useFieldError(name)
  return (
    <KitCheckboxField
      id={id}
      error={error}
      label={label}
      required={required}
      name={field.name}
      ref={field.ref}
      checked={field.value === true}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  )
}
