import type { AccountOutcome } from '@resort/core/account'
import { mailRequestSchema, type MailRequest } from '@resort/core/api'
import { ErrorSummary, TextField } from '@resort/widget/forms'
import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from '../../../platform/i18n/translation'
import { usePageLanguage } from '../../../platform/i18n/usePageLanguage'
import { errorText, refusalText } from './errorTexts'
import { fieldErrorsOf } from './fieldErrors'
import { useAccountForm } from './useAccountForm'

export interface MailRequestFormProps {
  /** The e-mail field's id. */
  id: string
  initialEmail?: string
  busy: boolean
  /** The last answer of `send`'s action: its refusal shows above the form. */
  outcome: AccountOutcome | undefined
  /** Asks for the mail; false when refused (the outcome says why). */
  send: (input: MailRequest) => Promise<boolean>
  submitLabel: string
  /** Between the error summary and the form: a status line. */
  children?: ReactNode
}

/** An e-mail address and a button that asks for a mail to it (reset or confirmation link). */
export function MailRequestForm({
  id,
  initialEmail = '',
  busy,
  outcome,
  send,
  submitLabel,
  children,
}: MailRequestFormProps) {
  const { t } = useTranslation('account')
  const lang = usePageLanguage()
  const form = useAccountForm({ email: initialEmail })
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const input = { email: form.values.email, lang }
    const errors = fieldErrorsOf(mailRequestSchema, input)
    if (Object.keys(errors).length > 0) return form.failed(errors)
    if (!(await send(input))) form.failed()
  }
  const error = form.errors.email ? errorText(t, form.errors.email) : undefined
  const message = refusalText(t, outcome)
  return (
    <>
      <ErrorSummary
        title={t('form.problem')}
        message={message ? <p>{message}</p> : undefined}
        errors={error ? [{ id, label: t('fields.email'), error }] : []}
        attempt={form.attempt}
      />
      {children}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          required="unmarked"
          id={id}
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
          {submitLabel}
        </button>
      </form>
    </>
  )
}
