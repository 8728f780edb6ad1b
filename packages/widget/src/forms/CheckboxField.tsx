import { useFormContext } from 'react-hook-form'
import { FieldLabel } from './kit/FieldLabel'
import { useFieldError } from './useFieldError'

/** A checkbox with its label, and its error (such as a missing consent) beside it. */
export function CheckboxField({
  name,
  label,
  required,
}: {
  name: string
  label: string
  required?: boolean
}) {
  const { register } = useFormContext()
  const { id, a11y, message } = useFieldError(name)
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
        <FieldLabel htmlFor={id} label={label} required={required} />
      </div>
      {message}
    </div>
  )
}
