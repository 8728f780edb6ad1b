import {
  ADMIN_CODE_RULES,
  adminCodeRequestSchema,
  adminSecondFactorCode,
  adminSecondFactorVerify,
  type OutputOf,
} from '@resort/core/api'
import { useEffect, useState, type FormEvent } from 'react'
import { ErrorSummary } from '../account/form/ErrorSummary'
import { fieldErrorsOf } from '../account/form/fieldErrors'
import { TextField } from '../account/form/TextField'
import { useAccountForm } from '../account/form/useAccountForm'
import { useSiteApi } from '../api/SiteApiContext'
import { useTranslation } from '../i18n/translation'
import { usePageLanguage } from '../i18n/usePageLanguage'
import {
  fieldErrorText,
  problemOf,
  problemText,
  type AdminProblem,
} from './adminProblems'

const CODE_FIELD = 'admin-code'

/**
 * The admin session's second factor (ASVS 6.3.3): a code mailed on request, typed here. Focus
 * goes to the code field once the mail is sent, and to the error summary after a refusal.
 */
export function SecondFactorStep({
  email,
  onPassed,
}: {
  email: string
  onPassed: (session: OutputOf<typeof adminSecondFactorVerify>) => void
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const api = useSiteApi()
  const form = useAccountForm({ code: '' })
  const [sentUntil, setSentUntil] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<AdminProblem>()
  useEffect(() => {
    if (sentUntil) document.getElementById(CODE_FIELD)?.focus()
  }, [sentUntil])

  const sendCode = async () => {
    if (busy) return
    setBusy(true)
    setProblem(undefined)
    try {
      const sent = await api.call(adminSecondFactorCode)
      form.reset({ code: '' })
      setSentUntil(sent.expiresAt)
    } catch (error) {
      setProblem(problemOf(error))
      form.failed()
    } finally {
      setBusy(false)
    }
  }

  const verify = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setProblem(undefined)
    const errors = fieldErrorsOf(adminCodeRequestSchema, form.values)
    if (Object.keys(errors).length > 0) return form.failed(errors)
    setBusy(true)
    try {
      onPassed(
        await api.call(adminSecondFactorVerify, {
          code: form.values.code.trim(),
        }),
      )
    } catch (error) {
      const found = problemOf(error)
      if (found.fields.code) form.failed({ code: found.fields.code })
      else {
        setProblem(found)
        form.failed()
      }
    } finally {
      setBusy(false)
    }
  }

  const codeError = form.errors.code
    ? fieldErrorText(t, form.errors.code)
    : undefined
  const until = sentUntil
    ? new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(
        new Date(sentUntil),
      )
    : undefined
  return (
    <section className="admin-door" aria-labelledby="admin-second-factor">
      <h2 id="admin-second-factor">{t('second_factor.title')}</h2>
      <p>
        {t('second_factor.intro', {
          email,
          digits: ADMIN_CODE_RULES.digits,
          minutes: ADMIN_CODE_RULES.validMinutes,
        })}
      </p>
      <ErrorSummary
        message={problem ? <p>{problemText(t, problem)}</p> : undefined}
        errors={
          codeError
            ? [
                {
                  id: CODE_FIELD,
                  label: t('second_factor.code'),
                  error: codeError,
                },
              ]
            : []
        }
        attempt={form.attempt}
      />
      <p role="status" className="account-status">
        {until ? t('second_factor.sent', { email, time: until }) : null}
      </p>
      <button
        type="button"
        className={`account-button${sentUntil ? ' account-button--secondary' : ''}`}
        aria-disabled={busy || undefined}
        onClick={() => void sendCode()}
      >
        {sentUntil ? t('second_factor.send_again') : t('second_factor.send')}
      </button>
      {sentUntil ? (
        <form noValidate onSubmit={(event) => void verify(event)}>
          <TextField
            id={CODE_FIELD}
            label={t('second_factor.code')}
            hint={t('second_factor.code_hint', {
              digits: ADMIN_CODE_RULES.digits,
            })}
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            value={form.values.code}
            onChange={form.change('code')}
            error={codeError}
          />
          <button
            type="submit"
            className="account-button"
            aria-disabled={busy || undefined}
          >
            {t('second_factor.confirm')}
          </button>
        </form>
      ) : null}
    </section>
  )
}
