import { loginRequestSchema } from '@resort/core/api'
import { ErrorSummary, PasswordField, TextField } from '@resort/widget/forms'
import { useEffect, useRef, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from '../../../platform/i18n/translation'
import { usePageLanguage } from '../../../platform/i18n/usePageLanguage'
import {
  homePath,
  registrationPath,
  resetPasswordPath,
} from '../../../platform/routing/paths'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { errorText, refusalText } from '../form/errorTexts'
import { fieldErrorsOf } from '../form/fieldErrors'
import { useAccountForm } from '../form/useAccountForm'
import { useReturnParam } from '../useReturnParam'
import { OtherSignInWays } from './OtherSignInWays'

/** /{lang}/sign-in: e-mail and password; then on to the redirect-page path, or home. */
export function SignIn() {
  const { t } = useTranslation('account')
  const lang = usePageLanguage()
  const flow = useAccountFlow()
  const navigate = useNavigate()
  const status = useAccount((state) => state.status)
  const busy = useAccount((state) => state.busy.includes('signIn'))
  const resending = useAccount((state) =>
    state.busy.includes('resendConfirmation'),
  )
  const outcome = useAccount((state) => state.outcomes.signIn)
  const resent = useAccount((state) => state.outcomes.resendConfirmation)
  const form = useAccountForm({ email: '', password: '' })
  const sent = useRef<HTMLParagraphElement>(null)
  // ?again: a signed-in member proves who they are once more (moving points, erasing the
  // account); they go on after a new sign-in, which starts a new session.
  const again = useSearchParams()[0].has('again')
  const sessionEndsAt = useAccount((state) => state.sessionEndsAt)
  const sessionBefore = useRef<string | null | undefined>(null)

  useReturnParam()
  useEffect(() => flow.getState().dismiss(), [flow])
  // Signed in (just now, or already): on to where the member was going.
  useEffect(() => {
    if (status !== 'signed_in') return
    if (again) {
      if (sessionBefore.current === null) {
        sessionBefore.current = sessionEndsAt
        return
      }
      if (sessionEndsAt === sessionBefore.current) return
    }
    void navigate(flow.getState().takeRedirect() ?? homePath(lang), {
      replace: true,
    })
  }, [status, flow, navigate, lang, again, sessionEndsAt])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const errors = fieldErrorsOf(loginRequestSchema, form.values)
    if (Object.keys(errors).length > 0) return form.failed(errors)
    if (!(await flow.getState().signIn(form.values))) form.failed()
  }
  const resend = async () => {
    await flow.getState().resendConfirmation({ email: form.values.email, lang })
    // The button has gone with the message: the answer takes the focus.
    sent.current?.focus()
  }

  const serverFields = outcome?.code === 'invalid' ? outcome.fields : {}
  const errors = { ...serverFields, ...form.errors }
  const fieldError = (name: 'email' | 'password') =>
    errors[name] ? errorText(t, errors[name]) : undefined
  const labels = { email: t('fields.email'), password: t('fields.password') }

  const message =
    outcome?.code === 'wrong_credentials' ? (
      <p>{t('sign_in.wrong_credentials')}</p>
    ) : outcome?.code === 'email_not_verified' ? (
      <>
        <p>{t('sign_in.email_not_verified')}</p>
        <button
          type="button"
          className="account-button account-button--secondary"
          aria-disabled={resending || undefined}
          onClick={resending ? undefined : () => void resend()}
        >
          {t('sign_in.resend_confirmation')}
        </button>
      </>
    ) : (
      refusalText(t, outcome) && <p>{refusalText(t, outcome)}</p>
    )

  return (
    <section className="account-page" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('sign_in.title')}</h1>
      {again && status === 'signed_in' ? (
        <p>{t('errors.sign_in_again')}</p>
      ) : null}
      <ErrorSummary
        title={t('form.problem')}
        message={message || undefined}
        errors={(['email', 'password'] as const).flatMap((name) => {
          const error = fieldError(name)
          return error
            ? [{ id: `sign-in-${name}`, label: labels[name], error }]
            : []
        })}
        attempt={form.attempt}
      />
      <p ref={sent} role="status" tabIndex={-1} className="account-status">
        {resent?.code === 'mail_sent'
          ? t('sign_in.confirmation_sent', { email: resent.email })
          : refusalText(t, resent)}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          required="unmarked"
          id="sign-in-email"
          label={labels.email}
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
          value={form.values.email}
          onChange={form.change('email')}
          error={fieldError('email')}
        />
        <PasswordField
          required="unmarked"
          showLabel={t('form.show_password')}
          id="sign-in-password"
          label={labels.password}
          autoComplete="current-password"
          value={form.values.password}
          onChange={form.change('password')}
          error={fieldError('password')}
        />
        <p>
          <Link to={resetPasswordPath(lang)}>
            {t('sign_in.forgot_password')}
          </Link>
        </p>
        <button
          type="submit"
          className="account-button"
          aria-disabled={busy || undefined}
        >
          {t('sign_in.submit')}
        </button>
      </form>
      <OtherSignInWays />
      <p className="account-aside">
        {t('sign_in.no_account')}{' '}
        <Link to={registrationPath(lang)}>{t('sign_in.register')}</Link>
      </p>
    </section>
  )
}
