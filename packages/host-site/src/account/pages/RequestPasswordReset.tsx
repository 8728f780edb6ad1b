import { ACCOUNT_LINK_LIFETIME_MS, mailRequestSchema } from '@resort/core/api'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { ErrorSummary } from '../form/ErrorSummary'
import { errorText, refusalText } from '../form/errorTexts'
import { fieldErrorsOf } from '../form/fieldErrors'
import { TextField } from '../form/TextField'
import { useAccountForm } from '../form/useAccountForm'
import { useFocusOnMount } from './useFocusOnMount'
import { usePageLanguage } from './usePageLanguage'

const HOURS = ACCOUNT_LINK_LIFETIME_MS.reset_password / 3_600_000

function ResetLinkSent({ email }: { email: string | undefined }) {
  const { t, i18n } = useTranslation('account')
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <section className="account-page" aria-labelledby="reset-sent-title">
      <h1 id="reset-sent-title" ref={heading} tabIndex={-1}>
        {t('reset.sent_title')}
      </h1>
      {/* The same words for every address: nothing tells whether it has an account. */}
      <p>{t('reset.sent', { email, count: HOURS })}</p>
      <p>
        <Link to={`/${i18n.language}/sign-in`}>
          {t('reset.back_to_sign_in')}
        </Link>
      </p>
    </section>
  )
}

/** /{lang}/reset-password without a link: asks for a reset link by e-mail. */
export function RequestPasswordReset() {
  const { t } = useTranslation('account')
  const lang = usePageLanguage()
  const flow = useAccountFlow()
  const busy = useAccount((state) =>
    state.busy.includes('requestPasswordReset'),
  )
  const outcome = useAccount((state) => state.outcomes.requestPasswordReset)
  const form = useAccountForm({ email: '' })

  if (outcome?.code === 'mail_sent')
    return <ResetLinkSent email={outcome.email} />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const input = { email: form.values.email, lang }
    const errors = fieldErrorsOf(mailRequestSchema, input)
    if (Object.keys(errors).length > 0) return form.failed(errors)
    if (!(await flow.getState().requestPasswordReset(input))) form.failed()
  }
  const error = form.errors.email ? errorText(t, form.errors.email) : undefined
  const message = refusalText(t, outcome)
  return (
    <section className="account-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('reset.title')}</h1>
      <p>{t('reset.intro')}</p>
      <ErrorSummary
        message={message ? <p>{message}</p> : undefined}
        errors={
          error ? [{ id: 'reset-email', label: t('fields.email'), error }] : []
        }
        attempt={form.attempt}
      />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="reset-email"
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
          {t('reset.send_link')}
        </button>
      </form>
    </section>
  )
}
