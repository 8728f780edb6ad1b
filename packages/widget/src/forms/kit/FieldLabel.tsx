/** A label with the required mark, which is read as part of the label. */
export function FieldLabel({
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
