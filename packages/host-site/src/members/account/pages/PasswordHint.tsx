import {
  MIN_PASSWORD_LENGTH,
  SUGGESTED_PASSWORD_LENGTH,
} from '@resort/core/api'
import { useTranslation } from '../../../platform/i18n/translation'

/** How long a new password must be, and the longer length the form suggests (decision 016). */
export function PasswordHint() {
  const { t } = useTranslation('account')
  return (
    <>
      {t('form.password_hint', {
        min: MIN_PASSWORD_LENGTH,
        suggested: SUGGESTED_PASSWORD_LENGTH,
      })}
    </>
  )
}
