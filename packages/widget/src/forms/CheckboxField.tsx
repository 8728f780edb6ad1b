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
  const {
    field: { name: fieldName, ref, value, onChange, onBlur },
  } = useController({ name })
  const { id, error } = useFieldError(name)
  return (
    <KitCheckboxField
      id={id}
      error={error}
      label={label}
      required={required}
      name={fieldName}
      ref={ref}
      checked={value === true}
      onChange={onChange}
      onBlur={onBlur}
    />
  )
}
