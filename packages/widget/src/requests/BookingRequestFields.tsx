import { MAX_GUESTS } from '@resort/core/api'
import { todayIso } from '@resort/core/stay'
import { CheckboxField } from '../forms/CheckboxField'
import { SelectField } from '../forms/SelectField'
import { TextField } from '../forms/TextField'
import { useTranslation } from '../i18n/WidgetTranslations'
import { CountryField, PhoneFields } from '../phone/PhoneFields'
import { RequestMessageFields } from './RequestMessageFields'

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)

/** The booking request's stay, contact details, message and consents. */
export function BookingRequestFields() {
  const { t } = useTranslation('requests')
  const today = todayIso()

  return (
    <>
      <fieldset className="resort-payment__section">
        <legend>{t('stay_heading')}</legend>
        <p className="form-field__hint form-field--wide">
          {t('fields.dates_hint')}
        </p>
        <TextField
          name="dateFrom"
          label={t('fields.date_from')}
          type="date"
          min={today}
        />
        <TextField
          name="dateTo"
          label={t('fields.date_to')}
          type="date"
          min={today}
        />
        <SelectField name="adults" label={t('fields.adults')}>
          {range(1, MAX_GUESTS).map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </SelectField>
        <SelectField name="children" label={t('fields.children')}>
          {range(0, MAX_GUESTS).map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className="resort-payment__section">
        <legend>{t('contact_heading')}</legend>
        <TextField
          name="firstName"
          label={t('fields.first_name')}
          autoComplete="given-name"
          required
        />
        <TextField
          name="lastName"
          label={t('fields.last_name')}
          autoComplete="family-name"
          required
        />
        <TextField
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          wide
        />
        <CountryField name="country" label={t('fields.country')} required />
        <PhoneFields
          name="phonenumber"
          prefixLabel={t('fields.phone_prefix')}
          label={t('fields.phone')}
          required
        />
      </fieldset>
      <RequestMessageFields />
      <CheckboxField name="newsletter" label={t('fields.newsletter')} />
    </>
  )
}
