import { CheckboxField } from '../forms/CheckboxField'
import { useTranslation } from '../i18n/WidgetTranslations'
import { CountryField, PhoneFields } from '../phone/PhoneFields'
import { TextField } from './fields'
import type { PaymentField } from './paymentForm'

/** The guest's contact details, address, notes and consents (SPEC 3). */
export function GuestFields() {
  const { t } = useTranslation('payment')
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
        <PhoneFields<PaymentField>
          name="guest.phonenumber"
          prefixLabel={t('guest.phone_prefix')}
          label={t('guest.phone')}
        />
        <CountryField<PaymentField>
          name="guest.country"
          label={t('guest.country')}
        />
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
        <CheckboxField name="guest.newsletter" label={t('guest.newsletter')} />
        <CheckboxField name="guest.sms" label={t('guest.sms')} />
      </div>
    </fieldset>
  )
}
