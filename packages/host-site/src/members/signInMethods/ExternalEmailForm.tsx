import { TextField } from '@resort/widget/forms'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import '../../platform/styles/account.css'
import '../../platform/styles/signInMethods.css'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { signInPath } from '../../platform/routing/paths'
import { useSocialAccountsFlow } from './flows'

/**
 * The address a provider did not give (outcome email_required, Facebook without an e-mail):
 * posted to external-provider, which mails a link to confirm it; then "check your mailbox".
 */
export function ExternalEmailForm() {
  const { t } = useTranslation('signInMethods')
  const language = usePageLanguage()
  const flow = useSocialAccountsFlow()
  const busy = useStore(flow, (state) => state.busy === 'email')
  const notice = useStore(flow, (state) => state.notice)
  const emailError = useStore(flow, (state) => state.emailError)
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string>()
  const input = useRef<HTMLInputElement>(null)
  const sentHeading = useRef<HTMLHeadingElement>(null)
  const id = useId()

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus()
  }, [sentTo])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const sent = await flow.getState().submitEmail(email)
    if (sent) setSentTo(email.trim())
    else if (flow.getState().emailError) input.current?.focus()
  }

  if (sentTo)
    return (
      <div className="sign-in-methods__notice" role="status">
        <h3 ref={sentHeading} tabIndex={-1}>
          {t('external_email.sent_title')}
        </h3>
        <p>{t('external_email.sent', { email: sentTo })}</p>
      </div>
    )

  const problem =
    notice === 'email_expired'
      ? t('external_email.expired')
      : notice === 'failed'
        ? t('errors.failed')
        : undefined
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={input}
        id={`${id}-email`}
        label={t('external_email.label')}
        hint={t('external_email.hint')}
        error={
          emailError
            ? t(`errors.${emailError}`, {
                defaultValue: t('errors.email_invalid'),
              })
            : undefined
        }
        type="email"
        name="email"
        autoComplete="email"
        spellCheck={false}
        value={email}
        onChange={setEmail}
      />
      <button
        type="submit"
        className="account-button"
        aria-disabled={busy || undefined}
      >
        {busy ? t('external_email.sending') : t('external_email.submit')}
      </button>
      {problem && (
        <div
          className="sign-in-methods__notice sign-in-methods__notice--problem"
          role="alert"
        >
          <p>{problem}</p>
          {notice === 'email_expired' && (
            <p>
              <Link to={signInPath(language)}>
                {t('forward.back_to_sign_in')}
              </Link>
            </p>
          )}
        </div>
      )}
    </form>
  )
}
