import { CheckboxField } from '../forms/CheckboxField'
import { TextField } from '../forms/TextField'
import { useTranslation } from '../i18n/WidgetTranslations'

/** The guest's message and the privacy consent, which every request asks for. */
export function RequestMessageFields() {
  const { t } = useTranslation('requests')
  return (
    <>
      <TextField
        name="message"
        label={t('fields.message')}
        multiline
        rows={4}
        wide
      />
      <CheckboxField
        name="privacyConsent"
        label={t('fields.privacy_consent')}
        required
      />
    </>
  )
}
