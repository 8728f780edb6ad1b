import { CALLBACK_TIME_WINDOWS } from '@resort/core/api'
import { useTranslation } from '../i18n/WidgetTranslations'
import { PhoneFields } from './PhoneFields'
import {
  RequestCheckboxField,
  RequestSelectField,
  RequestTextField,
} from './requestFields'

/** The callback request's name, phone, time window, message and consent. */
export function CallbackRequestFields() {
  const { t } = useTranslation('requests')
  return (
    <>
      <fieldset className="resort-payment__section">
        <legend>{t('contact_heading')}</legend>
        <RequestTextField
          name="name"
          label={t('fields.name')}
          autoComplete="name"
          required
          wide
        />
        <PhoneFields />
        <RequestTextField
          name="email"
          label={t('fields.email_optional')}
          type="email"
          autoComplete="email"
          wide
        />
        <RequestSelectField name="timeWindow" label={t('fields.time_window')}>
          <option value="">{t('time_windows.any')}</option>
          {CALLBACK_TIME_WINDOWS.map((window) => (
            <option key={window} value={window}>
              {t(`time_windows.${window}`)}
            </option>
          ))}
        </RequestSelectField>
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
    </>
  )
}
