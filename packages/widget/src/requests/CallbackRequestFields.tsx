import { CALLBACK_TIME_WINDOWS } from '@resort/core/api'
import { SelectField } from '../forms/SelectField'
import { TextField } from '../forms/TextField'
import { useTranslation } from '../i18n/WidgetTranslations'
import { PhoneFields } from '../phone/PhoneFields'
import { RequestMessageFields } from './RequestMessageFields'

/** The callback request's name, phone, time window, message and consent. */
export function CallbackRequestFields() {
  const { t } = useTranslation('requests')
  return (
    <>
      <fieldset className="resort-payment__section">
        <legend>{t('contact_heading')}</legend>
        <TextField
          name="name"
          label={t('fields.name')}
          autoComplete="name"
          required
          wide
        />
        <PhoneFields
          name="phonenumber"
          prefixLabel={t('fields.phone_prefix')}
          label={t('fields.phone')}
          required
        />
        <TextField
          name="email"
          label={t('fields.email_optional')}
          type="email"
          autoComplete="email"
          wide
        />
        <SelectField name="timeWindow" label={t('fields.time_window')}>
          <option value="">{t('time_windows.any')}</option>
          {CALLBACK_TIME_WINDOWS.map((window) => (
            <option key={window} value={window}>
              {t(`time_windows.${window}`)}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <RequestMessageFields />
    </>
  )
}
