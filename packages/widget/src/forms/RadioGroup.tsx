import { useController } from 'react-hook-form'
import {
  RadioGroup as KitRadioGroup,
  type RadioGroupProps as KitRadioGroupProps,
} from './kit/RadioGroup'
import { useFieldError } from './useFieldError'

/**
 * The kit's radio group bound to react-hook-form: its first button takes the focus that the
 * error summary and a failed submit move to the field (setFocus).
 */
export function RadioGroup<Name extends string, Value extends string>({
  name,
  ...group
}: { name: Name } & Pick<
  KitRadioGroupProps<Value>,
  'legend' | 'options' | 'hint' | 'required'
>) {
  const {
    field: { name: fieldName, ref, value, onChange },
  } = useController({ name })
  const { id, error } = useFieldError(name)
  return (
    <KitRadioGroup
      {...group}
      id={id}
      name={fieldName}
      value={value as Value | undefined}
      onChange={onChange}
      focusRef={ref}
      error={error}
    />
  )
}
