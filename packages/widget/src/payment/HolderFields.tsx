import { GENDERS, RESERVATION_HOLDER_TITLES } from '@resort/core/validation'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'
import { SelectField, TextField, useFieldError } from './fields'
import type { PaymentFormValues } from './paymentForm'

/** The reservation holder: title, gender and name (SPEC 3). */
export function HolderFields() {
  const { t } = useTranslation('payment')
  const { register } = useFormContext<PaymentFormValues>()
  const gender = useFieldError('reservationHolder.gender')
  return (
    <fieldset className="resort-payment__section">
      <legend>{t('holder.heading')}</legend>
      <div className="resort-payment__fields">
        <SelectField
          name="reservationHolder.title"
          label={t('holder.title')}
          autoComplete="honorific-prefix"
        >
          <option value="">{t('choose')}</option>
          {RESERVATION_HOLDER_TITLES.map((title) => (
            <option key={title} value={title}>
              {t(`titles.${title}`)}
            </option>
          ))}
        </SelectField>
        <fieldset
          className="form-field resort-payment__radios"
          aria-invalid={gender.a11y['aria-invalid']}
          aria-describedby={gender.a11y['aria-describedby']}
        >
          <legend>{t('holder.gender')}</legend>
          {GENDERS.map((value, index) => (
            <label key={value}>
              <input
                type="radio"
                value={value}
                id={index === 0 ? gender.id : undefined}
                {...register('reservationHolder.gender')}
              />
              {t(`genders.${value}`)}
            </label>
          ))}
          {gender.message}
        </fieldset>
        <TextField
          name="reservationHolder.firstName"
          label={t('holder.first_name')}
          autoComplete="given-name"
        />
        <TextField
          name="reservationHolder.lastName"
          label={t('holder.last_name')}
          autoComplete="family-name"
        />
      </div>
    </fieldset>
  )
}
