import { countryName } from '@resort/core/reference'
import {
  CheckboxField,
  SelectField,
  TextField,
  type TextFieldProps,
} from '@resort/widget/forms'
import { useState } from 'react'
import { useTranslation } from '../i18n/translation'
import { usePageLanguage } from '../i18n/usePageLanguage'
import { Example, Examples } from './Example'

const COUNTRIES = ['HR', 'SI', 'IT', 'AT', 'DE'] as const

// The site's own field components, with a value to type into; they belong to no form.
function ExampleTextField({
  initial = '',
  ...field
}: Omit<TextFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <TextField
      type="email"
      autoComplete="off"
      {...field}
      value={value}
      onChange={setValue}
    />
  )
}

function ExampleSelectField({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation('styleGuide')
  const language = usePageLanguage()
  const [value, setValue] = useState('')
  return (
    <SelectField
      id={id}
      label={t('example.country_label')}
      value={value}
      onChange={setValue}
      error={error}
    >
      <option value="">{t('example.country_choose')}</option>
      {COUNTRIES.map((code) => (
        <option key={code} value={code}>
          {countryName(code, language)}
        </option>
      ))}
    </SelectField>
  )
}

/** A box to tick as the site's forms lay it out, optionally ticked, in error or disabled. */
function ExampleCheckbox({
  id,
  checked = false,
  error,
}: {
  id: string
  checked?: boolean
  error?: string
}) {
  const { t } = useTranslation('styleGuide')
  const [ticked, setTicked] = useState(checked)
  return (
    <CheckboxField
      id={id}
      label={t('example.terms_label')}
      checked={ticked}
      onChange={setTicked}
      error={error}
    />
  )
}

/** The site's form fields: label, hint, error, focus and disabled; select and checkbox. */
export function FieldExamples() {
  const { t } = useTranslation('styleGuide')
  const email = {
    label: t('example.email_label'),
    hint: t('example.email_hint'),
  }
  return (
    <>
      <h3>{t('components.fields_title')}</h3>
      <Examples>
        <Example
          state={t('state.with_hint')}
          code="form-field, form-field__hint"
        >
          <ExampleTextField id="sg-field-default" {...email} />
        </Example>
        <Example state={t('state.focus')} code=":focus-visible">
          <ExampleTextField
            id="sg-field-focus"
            {...email}
            className="style-guide__focus"
          />
        </Example>
        <Example
          state={t('state.error')}
          code='form-field--error, aria-invalid="true", aria-describedby'
        >
          <ExampleTextField
            id="sg-field-invalid"
            {...email}
            initial={t('example.email_invalid_value')}
            error={t('example.email_error')}
          />
        </Example>
        <Example state={t('state.disabled')} code="disabled">
          <ExampleTextField id="sg-field-disabled" {...email} disabled />
        </Example>
        <Example state={t('state.select')} code="form-field select">
          <ExampleSelectField id="sg-country" />
        </Example>
        <Example
          state={t('state.select_error')}
          code='form-field--error, aria-invalid="true", aria-describedby'
        >
          <ExampleSelectField
            id="sg-country-invalid"
            error={t('example.country_error')}
          />
        </Example>
        <Example state={t('state.checkbox')} code="form-field--check">
          <ExampleCheckbox id="sg-check" />
        </Example>
        <Example state={t('state.checked')} code="form-field--check, checked">
          <ExampleCheckbox id="sg-check-checked" checked />
        </Example>
        <Example
          state={t('state.checkbox_error')}
          code='form-field--error, aria-invalid="true", aria-describedby'
        >
          <ExampleCheckbox
            id="sg-check-invalid"
            error={t('example.terms_error')}
          />
        </Example>
      </Examples>
    </>
  )
}
