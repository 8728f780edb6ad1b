import type { ReactNode, Ref } from 'react'
import { Choice, ChoiceGroup } from './ChoiceGroup'

export interface RadioGroupProps<Value extends string> {
  /** The fieldset's id; each button's is this and its value. */
  id: string
  /** The buttons' name. */
  name: string
  legend: string
  options: readonly { value: Value; label: string }[]
  value: Value | undefined
  onChange: (value: Value) => void
  hint?: ReactNode
  error?: string | undefined
  required?: boolean
  /** The first button, which takes the focus a form moves to the group (react-hook-form's ref). */
  focusRef?: Ref<HTMLInputElement>
}

/** One choice of a few, as radio buttons in a fieldset under its legend. */
export function RadioGroup<Value extends string>({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  hint,
  error,
  required,
  focusRef,
}: RadioGroupProps<Value>) {
  return (
    <ChoiceGroup
      id={id}
      legend={legend}
      hint={hint}
      error={error}
      required={required}
    >
      {options.map((option, index) => (
        <Choice
          key={option.value}
          id={`${id}-${option.value}`}
          ref={index === 0 ? focusRef : undefined}
          type="radio"
          name={name}
          label={option.label}
          checked={value === option.value}
          required={required}
          aria-invalid={error ? true : undefined}
          onChange={() => onChange(option.value)}
        />
      ))}
    </ChoiceGroup>
  )
}
