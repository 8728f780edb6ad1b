import type { InputHTMLAttributes } from 'react'
import { fieldA11y } from '../forms/kit/fieldA11y'
import { FieldFrame } from '../forms/kit/FieldFrame'
import { useTypedBeforeHydration } from '../forms/kit/useTypedBeforeHydration'

export interface SearchFieldProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'min' | 'max'
> {
  /** The form's id: the field's id, and its error's, are made from it and the name. */
  formId: string
  name: string
  label: string
  value: string
  error: string | undefined
  narrow?: boolean
  onChange: (value: string) => void
}

/**
 * One of the search's dates or guest counts in the kit's frame, with its error read out with it
 * (the frame alone: the kit's TextField would add a chunk to the site's home page).
 */
export function SearchField({
  formId,
  name,
  label,
  value,
  error,
  narrow,
  onChange,
  ...input
}: SearchFieldProps) {
  const id = `${formId}-${name}`
  // On the site's search page the form is the server's markup first: what the guest typed
  // before it hydrated is kept (issue 33).
  const field = useTypedBeforeHydration<HTMLInputElement>(value, onChange)
  return (
    <FieldFrame id={id} label={label} error={error} narrow={narrow}>
      <input
        {...input}
        ref={field}
        id={id}
        name={name}
        value={value}
        {...fieldA11y(id, undefined, error)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  )
}
