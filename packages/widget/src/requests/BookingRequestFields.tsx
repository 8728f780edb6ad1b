import { MAX_GUESTS } from '@resort/core/api'
import { todayIso } from '@resort/core/stay'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'
import { defaultPhonePrefix, usePhonePrefixOptions } from '../phone/phonePrefix'
import type { BookingRequestValues } from './bookingRequestForm'
import { PhoneFields } from './PhoneFields'
import {
  RequestCheckboxField,
  RequestSelectField,
  RequestTextField,
} from './requestFields'

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)

/** The booking request's stay, contact details, message and consents. */
export function BookingRequestFields() {
  const { t, i18n } = useTranslation('requests')
  const { getValues, setValue } = useFormContext<BookingRequestValues>()
  const { countryList } = usePhonePrefixOptions(i18n.language)
  const today = todayIso()

  // The country chosen first suggests the phone's calling code; a code already chosen stays.
  const suggestPrefix = (country: string) => {
    if (!getValues('phonePrefix'))
      setValue('phonePrefix', defaultPhonePrefix(country))
  }

  return (
    <>
      <fieldset className="resort-payment__section">
        <legend>{t('stay_heading')}</legend>
        <p className="resort-field-hint resort-field--wide">
          {t('fields.dates_hint')}
        </p>
        <RequestTextField
          name="dateFrom"
          label={t('fields.date_from')}
          type="date"
          min={today}
        />
        <RequestTextField
          name="dateTo"
          label={t('fields.date_to')}
          type="date"
          min={today}
        />
        <RequestSelectField name="adults" label={t('fields.adults')}>
          {range(1, MAX_GUESTS).map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </RequestSelectField>
        <RequestSelectField name="children" label={t('fields.children')}>
          {range(0, MAX_GUESTS).map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </RequestSelectField>
      </fieldset>
      <fieldset className="resort-payment__section">
        <legend>{t('contact_heading')}</legend>
        <RequestTextField
          name="firstName"
          label={t('fields.first_name')}
          autoComplete="given-name"
          required
        />
        <RequestTextField
          name="lastName"
          label={t('fields.last_name')}
          autoComplete="family-name"
          required
        />
        <RequestTextField
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          wide
        />
        <RequestSelectField
          name="country"
          label={t('fields.country')}
          autoComplete="country"
          required
          onChange={suggestPrefix}
        >
          <option value="">{t('choose')}</option>
          {countryList.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </RequestSelectField>
        <PhoneFields />
      </fieldset>
      <RequestTextField
        name="message"
        label={t('fields.message')}
        multiline
        wide
      />
      <RequestCheckboxField
        name="privacyConsent"
        label={t('fields.privacy_consent')}
        required
      />
      <RequestCheckboxField name="newsletter" label={t('fields.newsletter')} />
    </>
  )
}
