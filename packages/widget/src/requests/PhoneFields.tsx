import { useFormContext } from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'
import { usePhonePrefixOptions } from '../phone/phonePrefix'
import { useRequestFieldError } from './requestFields'

/**
 * The phone's calling code (country and prefix, as in the payment step's guest form) and the
 * number; the form joins them into one international number before it is checked and sent.
 */
export function PhoneFields() {
  const { t, i18n } = useTranslation('requests')
  const { register } = useFormContext<{
    phonePrefix: string
    phonenumber: string
  }>()
  const { prefixes } = usePhonePrefixOptions(i18n.language)
  const phone = useRequestFieldError('phonenumber')
  return (
    <>
      <div className="resort-field">
        <label htmlFor={`${phone.id}-prefix`}>{t('fields.phone_prefix')}</label>
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
        <label htmlFor={phone.id}>{t('fields.phone')} *</label>
        <input
          id={phone.id}
          type="tel"
          autoComplete="tel"
          aria-required
          {...phone.a11y}
          {...register('phonenumber')}
        />
        {phone.message}
      </div>
    </>
  )
}
