import { RadioGroup as AnyRadioGroup } from '../forms/RadioGroup'
import { SelectField as AnySelectField } from '../forms/SelectField'
import { TextField as AnyTextField } from '../forms/TextField'
import { useFieldError as useAnyFieldError } from '../forms/useFieldError'
import type { PaymentField } from './paymentForm'

// The shared fields with the payment form's names checked.
export const TextField = AnyTextField<PaymentField>
export const RadioGroup = AnyRadioGroup<PaymentField, string>
export const SelectField = AnySelectField<PaymentField>
export const useFieldError = useAnyFieldError<PaymentField>
