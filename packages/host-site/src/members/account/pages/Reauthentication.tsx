import { PasswordField } from '@resort/widget/forms'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../platform/i18n/translation'
import { errorText } from '../form/errorTexts'

export interface ReauthenticationProps {
  /** The field code the server answered: reauthentication_required or password_wrong. */
  code: string
  busy: boolean
  onConfirm: (password: string) => void
  onCancel: () => void
  /** What the password is asked for; ending sessions when left out. */
  intro?: string
  /** The password field's id, unique on the page. */
  fieldId?: string
}

/**
 * Asks for the password again before sessions are ended, as the server does five minutes after
 * signing in (ASVS 7.5.2). The field takes the focus, so a keyboard or screen-reader user lands
 * on what is asked.
 */
export function Reauthentication({
  code,
  busy,
  onConfirm,
  onCancel,
  intro,
  fieldId = 'sessions-password',
}: ReauthenticationProps) {
  const { t } = useTranslation('account')
  const [password, setPassword] = useState('')
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    form.current?.querySelector('input')?.focus()
  }, [code])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy && password !== '') onConfirm(password)
  }
  return (
    <form ref={form} className="account-form" onSubmit={submit} noValidate>
      <p>{intro ?? t('sessions.reauthenticate')}</p>
      <PasswordField
        required="unmarked"
        showLabel={t('form.show_password')}
        id={fieldId}
        label={t('sessions.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={
          code === 'reauthentication_required' ? undefined : errorText(t, code)
        }
      />
      <button
        type="submit"
        className="account-button"
        aria-disabled={busy || undefined}
      >
        {t('sessions.confirm')}
      </button>
      <button
        type="button"
        className="account-button account-button--secondary"
        onClick={onCancel}
      >
        {t('sessions.cancel')}
      </button>
    </form>
  )
}
