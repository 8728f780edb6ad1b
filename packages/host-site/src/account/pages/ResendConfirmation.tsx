import { mailRequestSchema } from '@resort/core/api'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { ErrorSummary } from '../form/ErrorSummary'
import { errorText, refusalText } from '../form/errorTexts'
import { fieldErrorsOf } from '../form/fieldErrors'
import { TextField } from '../form/TextField'
import { useAccountForm } from '../form/useAccountForm'
import { usePageLanguage } from './usePageLanguage'

/** Asks for a new confirmation link; the answer is the same for every address. */
export function ResendConfirmation() {
  const { t } = useTranslation('account')
  const lang = usePageLanguage()
  const flow = useAccountFlow()
  const email = useAccount((state) => state.registration.email)
  const busy = useAccount((state) => state.busy.includes('resendConfirmation'))
  const outcome = useAccount((state) => state.outcomes.resendConfirmation)
  const form = useAccountForm({ email })
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const input = { email: form.values.email, lang }
    const errors = fieldErrorsOf(mailRequestSchema, input)
    if (Object.keys(errors).length > 0) return form.failed(errors)
    if (!(await flow.getState().resendConfirmation(input))) form.failed()
  }
  const error = form.errors.email ? errorText(t, form.errors.email) : undefined
  const message = refusalText(t, outcome)
  return (
    <section aria-labelledby="resend-title" className="account-section">
      <h2 id="resend-title">{t('confirm.resend_title')}</h2>
      <ErrorSummary
        message={message ? <p>{message}</p> : undefined}
        errors={
          error ? [{ id: 'resend-email', label: t('fields.email'), error }] : []
        }
        attempt={form.attempt}
      />
      <p role="status" className="account-status">
        {outcome?.code === 'mail_sent'
          ? t('confirm.resent', { email: outcome.email })
          : null}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="resend-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
          value={form.values.email}
          onChange={form.change('email')}
          error={error}
        />
        <button
          type="submit"
          className="account-button"
          aria-disabled={busy || undefined}
        >
          {t('confirm.resend')}
        </button>
      </form>
    </section>
  )
}
