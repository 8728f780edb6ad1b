import { resetPasswordRequestSchema } from '@resort/core/api'
import { ErrorSummary, PasswordField } from '@resort/widget/forms'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../platform/i18n/translation'
import { signInPath } from '../../../platform/routing/paths'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { errorText, refusalText } from '../form/errorTexts'
import { fieldErrorsOf } from '../form/fieldErrors'
import { useAccountForm } from '../form/useAccountForm'
import { PasswordHint } from './PasswordHint'
import { useFocusOnMount } from './useFocusOnMount'

function PasswordChanged() {
  const { t, i18n } = useTranslation('account')
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <section className="account-page" aria-labelledby="reset-done-title">
      <h1 id="reset-done-title" ref={heading} tabIndex={-1}>
        {t('reset.done_title')}
      </h1>
      <p>{t('reset.done')}</p>
      <Link className="account-button" to={signInPath(i18n.language)}>
        {t('reset.sign_in')}
      </Link>
    </section>
  )
}

/** /{lang}/reset-password#token=...: the new password; a link used or too old asks for another. */
export function NewPassword({
  token,
  onNewLink,
}: {
  token: string
  /** Leaves the link for the form that asks for a new one. */
  onNewLink: () => void
}) {
  const { t } = useTranslation('account')
  const flow = useAccountFlow()
  const busy = useAccount((state) => state.busy.includes('resetPassword'))
  const outcome = useAccount((state) => state.outcomes.resetPassword)
  const form = useAccountForm({ password: '' })

  if (outcome?.code === 'password_changed') return <PasswordChanged />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const input = { token, password: form.values.password }
    const errors = fieldErrorsOf(resetPasswordRequestSchema, input)
    if (Object.keys(errors).length > 0) return form.failed(errors)
    if (!(await flow.getState().resetPassword(input))) form.failed()
  }
  const code =
    form.errors.password ??
    (outcome?.code === 'invalid' ? outcome.fields?.password : undefined)
  const error = code ? errorText(t, code) : undefined
  const message =
    outcome?.code === 'link_invalid' ? (
      <>
        <p>{t('reset.link_invalid')}</p>
        <button
          type="button"
          className="account-button account-button--secondary"
          onClick={onNewLink}
        >
          {t('reset.new_link')}
        </button>
      </>
    ) : (
      refusalText(t, outcome) && <p>{refusalText(t, outcome)}</p>
    )
  return (
    <section className="account-page" aria-labelledby="new-password-title">
      <h1 id="new-password-title">{t('reset.new_password_title')}</h1>
      <ErrorSummary
        title={t('form.problem')}
        message={message || undefined}
        errors={
          error
            ? [{ id: 'new-password', label: t('fields.new_password'), error }]
            : []
        }
        attempt={form.attempt}
      />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          required="unmarked"
          showLabel={t('form.show_password')}
          id="new-password"
          label={t('fields.new_password')}
          autoComplete="new-password"
          hint={<PasswordHint />}
          value={form.values.password}
          onChange={form.change('password')}
          error={error}
        />
        <button
          type="submit"
          className="account-button"
          aria-disabled={busy || undefined}
        >
          {t('reset.save')}
        </button>
      </form>
    </section>
  )
}
