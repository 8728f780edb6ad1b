/** A label with the required mark, which is read as part of the label. */
export function FieldLabel({
  id,
  htmlFor,
  label,
  required,
}: {
  id?: string | undefined
  htmlFor: string
  label: string
  required?: boolean
}) {
  return (
    <label id={id} htmlFor={htmlFor}>
      {label}
      {required ? ' *' : null}
    </label>
  )
}
