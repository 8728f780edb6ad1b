import { useFormContext } from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'
import { defaultPhonePrefix, usePhonePrefixOptions } from '../phone/phonePrefix'
import { SelectField, TextField, useFieldError } from './fields'
import type { PaymentFormValues } from './paymentForm'

/** The guest's contact details, address, notes and consents (SPEC 3). */
export function GuestFields() {
  const { t, i18n } = useTranslation('payment')
  const { register, getValues, setValue } = useFormContext<PaymentFormValues>()
  const { countryList, prefixes } = usePhonePrefixOptions(i18n.language)
  const phone = useFieldError('guest.phonenumber')

  // The country chosen first suggests the phone's calling code; a code already chosen stays.
  const suggestPrefix = (country: string) => {
    if (!getValues('phonePrefix'))
      setValue('phonePrefix', defaultPhonePrefix(country))
  }

  return (
    <fieldset className="resort-payment__section">
      <legend>{t('guest.heading')}</legend>
      <div className="resort-payment__fields">
        <TextField
          name="guest.firstName"
          label={t('guest.first_name')}
          autoComplete="given-name"
        />
        <TextField
          name="guest.lastName"
          label={t('guest.last_name')}
          autoComplete="family-name"
        />
        <TextField
          name="guest.email"
          label={t('guest.email')}
          type="email"
          autoComplete="email"
          wide
        />
        <div className="resort-field">
          <label htmlFor={`${phone.id}-prefix`}>
            {t('guest.phone_prefix')}
          </label>
          <select
            id={`${phone.id}-prefix`}
            autoComplete="tel-country-code"
            {...register('phonePrefix')}
          >
            <option value="">{t('choose')}</option>
            {prefixes.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="resort-field">
          <label htmlFor={phone.id}>{t('guest.phone')}</label>
          <input
            id={phone.id}
            type="tel"
            autoComplete="tel"
            {...phone.a11y}
            {...register('guest.phonenumber')}
          />
          {phone.message}
        </div>
        <SelectField
          name="guest.country"
          label={t('guest.country')}
          autoComplete="country"
          onChange={suggestPrefix}
        >
          <option value="">{t('choose')}</option>
          {countryList.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField
          name="guest.city"
          label={t('guest.city')}
          autoComplete="address-level2"
        />
        <TextField
          name="guest.zipCode"
          label={t('guest.zip_code')}
          autoComplete="postal-code"
        />
        <TextField
          name="guest.address"
          label={t('guest.address')}
          autoComplete="street-address"
          wide
        />
        <TextField
          name="guest.arrivalDetails"
          label={t('guest.arrival_details')}
          multiline
          wide
        />
        <TextField
          name="guest.otherComments"
          label={t('guest.other_comments')}
          multiline
          wide
        />
        <label className="resort-payment__check">
          <input type="checkbox" {...register('guest.newsletter')} />
          {t('guest.newsletter')}
        </label>
        <label className="resort-payment__check">
          <input type="checkbox" {...register('guest.sms')} />
          {t('guest.sms')}
        </label>
      </div>
    </fieldset>
  )
}
