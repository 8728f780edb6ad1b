import { emailChangeRequestSchema } from '@resort/core/api'
import { ErrorSummary, PasswordField, TextField } from '@resort/widget/forms'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../platform/i18n/translation'
import { usePageLanguage } from '../../../platform/i18n/usePageLanguage'
import { resetPasswordPath } from '../../../platform/routing/paths'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { errorText, refusalText } from '../form/errorTexts'
import { fieldErrorsOf } from '../form/fieldErrors'
import { useAccountForm } from '../form/useAccountForm'

const FIELDS = ['newEmail', 'password'] as const
type Field = (typeof FIELDS)[number]

/** A new address, confirmed with the current password; the link goes to the new mailbox. */
export function ChangeEmailSection() {
  const { t } = useTranslation('account')
  const lang = usePageLanguage()
  const flow = useAccountFlow()
  const busy = useAccount((state) => state.busy.includes('requestEmailChange'))
  const outcome = useAccount((state) => state.outcomes.requestEmailChange)
  const form = useAccountForm({ newEmail: '', password: '' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const input = { ...form.values, lang }
    const errors = fieldErrorsOf(emailChangeRequestSchema, input)
    if (Object.keys(errors).length > 0) return form.failed(errors)
    if (await flow.getState().requestEmailChange(input))
      form.reset({ newEmail: '', password: '' })
    else form.failed()
  }
  const serverFields = outcome?.code === 'invalid' ? outcome.fields : {}
  const errors = { ...serverFields, ...form.errors }
  const fieldError = (name: Field) =>
    errors[name] ? errorText(t, errors[name]) : undefined
  const labels = {
    newEmail: t('fields.new_email'),
    password: t('fields.current_password'),
  }
  const message = refusalText(t, outcome)
  return (
    <section aria-labelledby="change-email-title" className="account-section">
      <h2 id="change-email-title">{t('settings.email_title')}</h2>
      <ErrorSummary
        title={t('form.problem')}
        message={
          message || errors.password === 'password_not_set' ? (
            <>
              {message ? <p>{message}</p> : null}
              {errors.password === 'password_not_set' ? (
                <p>
                  <Link to={resetPasswordPath(lang)}>
                    {t('settings.set_password')}
                  </Link>
                </p>
              ) : null}
            </>
          ) : undefined
        }
        errors={FIELDS.flatMap((name) => {
          const error = fieldError(name)
          return error
            ? [{ id: `change-email-${name}`, label: labels[name], error }]
            : []
        })}
        attempt={form.attempt}
      />
      <p role="status" className="account-status">
        {outcome?.code === 'mail_sent'
          ? t('settings.email_sent', { email: outcome.email })
          : null}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          required="unmarked"
          id="change-email-newEmail"
          label={labels.newEmail}
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
          value={form.values.newEmail}
          onChange={form.change('newEmail')}
          error={fieldError('newEmail')}
        />
        <PasswordField
          required="unmarked"
          showLabel={t('form.show_password')}
          id="change-email-password"
          label={labels.password}
          autoComplete="current-password"
          value={form.values.password}
          onChange={form.change('password')}
          error={fieldError('password')}
        />
        <button
          type="submit"
          className="account-button"
          aria-disabled={busy || undefined}
        >
          {t('settings.email_submit')}
        </button>
      </form>
    </section>
  )
}
