import { ADMIN_CODE_RULES } from '@resort/core/api'
import {
  createSecondFactorFlow,
  type AdminSessionPassed,
} from '@resort/core/staff'
import { ErrorSummary, TextField } from '@resort/widget/forms'
import { useEffect, useMemo, type FormEvent } from 'react'
import { useStore } from 'zustand'
import { useAccountForm } from '../members/account/form/useAccountForm'
import { useSiteApi } from '../platform/api/SiteApiContext'
import { useTranslation } from '../platform/i18n/translation'
import { usePageLanguage } from '../platform/i18n/usePageLanguage'
import { fieldErrorText, problemText } from './adminProblems'

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
  onPassed: (session: AdminSessionPassed) => void
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const api = useSiteApi()
  // The form keeps what is typed; the code's check, the calls and their outcome are core's.
  const form = useAccountForm({ code: '' })
  const flow = useMemo(() => createSecondFactorFlow({ api }), [api])
  const sentUntil = useStore(flow, (state) => state.sentUntil)
  const busy = useStore(flow, (state) => state.busy)
  const problem = useStore(flow, (state) => state.problem)
  const codeFailed = useStore(flow, (state) => state.codeError)
  useEffect(() => {
    if (sentUntil) document.getElementById(CODE_FIELD)?.focus()
  }, [sentUntil])

  const sendCode = async () => {
    if (flow.getState().busy) return
    if (await flow.getState().sendCode()) form.reset({ code: '' })
    else form.failed()
  }

  const verify = async (event: FormEvent) => {
    event.preventDefault()
    if (flow.getState().busy) return
    if (!(await flow.getState().verify(form.values.code))) return form.failed()
    const { passed } = flow.getState()
    if (passed) onPassed(passed)
  }

  const codeError = codeFailed ? fieldErrorText(t, codeFailed) : undefined
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
        title={t('account:form.problem')}
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
            required="unmarked"
            id={CODE_FIELD}
            label={t('second_factor.code')}
            hint={t('second_factor.code_hint', {
              digits: ADMIN_CODE_RULES.digits,
            })}
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            value={form.values.code}
            onChange={(value) => {
              form.change('code')(value)
              flow.getState().edit()
            }}
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
