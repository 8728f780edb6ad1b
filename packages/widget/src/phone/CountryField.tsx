import { useFormContext } from 'react-hook-form'
import { useFormScope } from '../forms/FormScope'
import { SelectField } from '../forms/SelectField'
import { useTranslation } from '../i18n/WidgetTranslations'
import { defaultPhonePrefix, usePhonePrefixOptions } from './phonePrefix'

/** The guest's country, in the guest's language; the country chosen first suggests the phone's calling code. */
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
