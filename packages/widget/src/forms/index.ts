// The form kit (issue 31): the fields and error summary the widget, the site and the admin area
// share, controlled by their value and onChange, styled by neutral class names (form-field,
// form-choices, form-summary) that each stylesheet gives its look. The widget's own forms are
// thin react-hook-form adapters over these (../forms/TextField and beside it).
export { CheckboxField, type CheckboxFieldProps } from './kit/CheckboxField'
export { Choice, ChoiceGroup } from './kit/ChoiceGroup'
export {
  DatePickerOpener,
  type DatePickerOpenerProps,
} from './kit/DatePickerOpener'
export { ErrorSummary, type SummaryError } from './kit/ErrorSummary'
// The frame alone, around a control the form reads itself (a form of the browser's own inputs).
export { FieldFrame, type FieldProps } from './kit/FieldFrame'
export { fieldA11y } from './kit/fieldA11y'
export { PasswordField } from './kit/PasswordField'
export { RadioGroup, type RadioGroupProps } from './kit/RadioGroup'
export { SelectField, type SelectFieldProps } from './kit/SelectField'
export { TextField, type TextFieldProps } from './kit/TextField'
export { useTypedBeforeHydration } from './kit/useTypedBeforeHydration'
