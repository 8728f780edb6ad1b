import { registerRequestSchema } from '@resort/core/api'
import { ErrorSummary, PasswordField, TextField } from '@resort/widget/forms'
import { useEffect, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../platform/i18n/translation'
import { usePageLanguage } from '../../../platform/i18n/usePageLanguage'
import { signInPath } from '../../../platform/routing/paths'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { errorText, refusalText } from '../form/errorTexts'
import { fieldErrorsOf } from '../form/fieldErrors'
import { useAccountForm } from '../form/useAccountForm'
import { useReturnParam } from '../useReturnParam'
import { CheckMailbox } from './CheckMailbox'
import { PasswordHint } from './PasswordHint'

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const
type Field = (typeof FIELDS)[number]

const AUTOCOMPLETE = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
} as const

/**
 * /{lang}/registration: the member's names, address and a password; the confirmation mail is
 * written in the page's language. A reload keeps the form and the step (SPEC 9
 * registration_state), never the password.
 */
export function Registration() {
  const { t } = useTranslation('account')
  const lang = usePageLanguage()
  const flow = useAccountFlow()
  const registration = useAccount((state) => state.registration)
  const busy = useAccount((state) => state.busy.includes('register'))
  const outcome = useAccount((state) => state.outcomes.register)
  const form = useAccountForm({
    firstName: registration.firstName,
    lastName: registration.lastName,
    email: registration.email,
    password: '',
  })

  useReturnParam()
  useEffect(() => flow.getState().dismiss(), [flow])

  if (registration.step === 'check_email')
    return <CheckMailbox email={registration.email} />

  const change = (name: Field) => (value: string) => {
    form.change(name)(value)
    if (name !== 'password') flow.getState().saveRegistration({ [name]: value })
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const input = { ...form.values, lang }
    const errors = fieldErrorsOf(registerRequestSchema, input)
    if (Object.keys(errors).length > 0) return form.failed(errors)
    if (!(await flow.getState().register(input))) form.failed()
  }

  const serverFields = outcome?.code === 'invalid' ? outcome.fields : {}
  const errors = { ...serverFields, ...form.errors }
  const fieldError = (name: Field) =>
    errors[name] ? errorText(t, errors[name]) : undefined
  const label = (name: Field) => t(`fields.${name}`)
  const message = refusalText(t, outcome)

  return (
    <section className="account-page" aria-labelledby="registration-title">
      <h1 id="registration-title">{t('registration.title')}</h1>
      <p>{t('registration.intro')}</p>
      <ErrorSummary
        title={t('form.problem')}
        message={message ? <p>{message}</p> : undefined}
        errors={FIELDS.flatMap((name) => {
          const error = fieldError(name)
          return error
            ? [{ id: `registration-${name}`, label: label(name), error }]
            : []
        })}
        attempt={form.attempt}
      />
      <form noValidate onSubmit={(event) => void submit(event)}>
        {(['firstName', 'lastName', 'email'] as const).map((name) => (
          <TextField
            required="unmarked"
            key={name}
            id={`registration-${name}`}
            label={label(name)}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={AUTOCOMPLETE[name]}
            {...(name === 'email'
              ? { spellCheck: false, autoCapitalize: 'none' }
              : {})}
            value={form.values[name]}
            onChange={change(name)}
            error={fieldError(name)}
          />
        ))}
        <PasswordField
          required="unmarked"
          showLabel={t('form.show_password')}
          id="registration-password"
          label={label('password')}
          autoComplete="new-password"
          hint={<PasswordHint />}
          value={form.values.password}
          onChange={change('password')}
          error={fieldError('password')}
        />
        <button
          type="submit"
          className="account-button"
          aria-disabled={busy || undefined}
        >
          {t('registration.submit')}
        </button>
      </form>
      <p className="account-aside">
        {t('registration.have_account')}{' '}
        <Link to={signInPath(lang)}>{t('registration.sign_in')}</Link>
      </p>
    </section>
  )
}
