import { useFormContext } from 'react-hook-form'
import { useFormScope } from '../forms/FormScope'
import { SelectField } from '../forms/SelectField'
import { TextField } from '../forms/TextField'
import { useTranslation } from '../i18n/WidgetTranslations'
import { defaultPhonePrefix, usePhonePrefixOptions } from './phonePrefix'

/**
 * The phone's calling code (country and prefix, in the form's `phonePrefix`) and the number; the
 * form joins them into one international number before it is checked and sent.
 */
export function PhoneFields<Name extends string>({
  name,
  prefixLabel,
  label,
  required,
}: {
  /** The number's field. */
  name: Name
  prefixLabel: string
  label: string
  required?: boolean
}) {
  const { t, i18n } = useTranslation(useFormScope().namespace)
  const { prefixes } = usePhonePrefixOptions(i18n.language)
  return (
    <>
      <SelectField
        name="phonePrefix"
        label={prefixLabel}
        autoComplete="tel-country-code"
      >
        <option value="">{t('choose')}</option>
        {prefixes.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField
        name={name}
        label={label}
        required={required}
        type="tel"
        autoComplete="tel"
      />
    </>
  )
}

// The country lives beside the phone: it suggests the calling code, and one module keeps the
// payment step and the request forms on one shared chunk.

/** The guest's country in the guest's language; the first one chosen suggests the calling code. */
export function CountryField<Name extends string>({
  name,
  label,
  required,
}: {
  name: Name
  label: string
  required?: boolean
}) {
  const { t, i18n } = useTranslation(useFormScope().namespace)
  const { getValues, setValue } = useFormContext<{ phonePrefix: string }>()
  const { countryList } = usePhonePrefixOptions(i18n.language)
  // A calling code already chosen stays.
  const suggestPrefix = (country: string) => {
    if (!getValues('phonePrefix'))
      setValue('phonePrefix', defaultPhonePrefix(country))
  }
  return (
    <SelectField
      name={name}
      label={label}
      autoComplete="country"
      required={required}
      onChange={suggestPrefix}
    >
      <option value="">{t('choose')}</option>
      {countryList.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </SelectField>
  )
}
