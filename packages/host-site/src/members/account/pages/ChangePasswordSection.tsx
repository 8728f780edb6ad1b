import { changePasswordRequestSchema } from '@resort/core/api'
import { ErrorSummary, PasswordField } from '@resort/widget/forms'
import type { FormEvent } from 'react'
import { useTranslation } from '../../../platform/i18n/translation'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { errorText, refusalText } from '../form/errorTexts'
import { fieldErrorsOf } from '../form/fieldErrors'
import { useAccountForm } from '../form/useAccountForm'
import { PasswordHint } from './PasswordHint'

const FIELDS = ['currentPassword', 'newPassword'] as const
type Field = (typeof FIELDS)[number]

/** The current password and a new one; the member's other sessions end. */
export function ChangePasswordSection() {
  const { t } = useTranslation('account')
  const flow = useAccountFlow()
  const busy = useAccount((state) => state.busy.includes('changePassword'))
  const outcome = useAccount((state) => state.outcomes.changePassword)
  const form = useAccountForm({ currentPassword: '', newPassword: '' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const errors = fieldErrorsOf(changePasswordRequestSchema, form.values)
    if (Object.keys(errors).length > 0) return form.failed(errors)
    if (await flow.getState().changePassword(form.values)) {
      form.reset({ currentPassword: '', newPassword: '' })
      // The other sessions have ended: the list shows it.
      void flow.getState().listSessions()
    } else form.failed()
  }
  const serverFields = outcome?.code === 'invalid' ? outcome.fields : {}
  const errors = { ...serverFields, ...form.errors }
  const fieldError = (name: Field) =>
    errors[name] ? errorText(t, errors[name]) : undefined
  const labels = {
    currentPassword: t('fields.current_password'),
    newPassword: t('fields.new_password'),
  }
  const message = refusalText(t, outcome)
  return (
    <section
      aria-labelledby="change-password-title"
      className="account-section"
    >
      <h2 id="change-password-title">{t('settings.password_title')}</h2>
      <ErrorSummary
        title={t('form.problem')}
        message={message ? <p>{message}</p> : undefined}
        errors={FIELDS.flatMap((name) => {
          const error = fieldError(name)
          return error
            ? [{ id: `change-password-${name}`, label: labels[name], error }]
            : []
        })}
        attempt={form.attempt}
      />
      <p role="status" className="account-status">
        {outcome?.code === 'password_changed'
          ? t('settings.password_changed')
          : null}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          required="unmarked"
          showLabel={t('form.show_password')}
          id="change-password-currentPassword"
          label={labels.currentPassword}
          autoComplete="current-password"
          value={form.values.currentPassword}
          onChange={form.change('currentPassword')}
          error={fieldError('currentPassword')}
        />
        <PasswordField
          required="unmarked"
          showLabel={t('form.show_password')}
          id="change-password-newPassword"
          label={labels.newPassword}
          autoComplete="new-password"
          hint={<PasswordHint />}
          value={form.values.newPassword}
          onChange={form.change('newPassword')}
          error={fieldError('newPassword')}
        />
        <button
          type="submit"
          className="account-button"
          aria-disabled={busy || undefined}
        >
          {t('settings.password_submit')}
        </button>
      </form>
    </section>
  )
}
