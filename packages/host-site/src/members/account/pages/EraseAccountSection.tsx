import { CheckboxField } from '@resort/widget/forms'
import { useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from '../../../platform/i18n/translation'
import { usePageLanguage } from '../../../platform/i18n/usePageLanguage'
import { signInPath } from '../../../platform/routing/paths'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { errorText, refusalText } from '../form/errorTexts'
import { Reauthentication } from './Reauthentication'

const ERASED = ['profile', 'sign_in', 'club', 'favourites', 'newsletter']

/**
 * The last section of the profile settings: erase the account (GDPR, decision 022). Says what
 * goes and what stays, asks for an explicit confirmation, and for the password again when the
 * sign-in is not fresh; the page then moves on to account-erased.
 */
export function EraseAccountSection() {
  const { t } = useTranslation('account')
  const flow = useAccountFlow()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const language = usePageLanguage()
  const signOutToSignInAgain = async () => {
    if (!(await flow.getState().signOut())) return
    void navigate(signInPath(language, pathname), { replace: true })
  }
  const busy = useAccount((state) => state.busy.includes('eraseAccount'))
  const outcome = useAccount((state) => state.outcomes.eraseAccount)
  const [confirmed, setConfirmed] = useState(false)
  const [unticked, setUnticked] = useState(false)
  const [cancelled, setCancelled] = useState(false)
  const box = useRef<HTMLInputElement>(null)

  const erase = (password?: string) => {
    setCancelled(false)
    void flow
      .getState()
      .eraseAccount(
        password ? { confirmed: true, password } : { confirmed: true },
      )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!confirmed) {
      setUnticked(true)
      box.current?.focus()
      return
    }
    erase()
  }

  const passwordCode =
    outcome?.code === 'sign_in_again'
      ? 'reauthentication_required'
      : outcome?.fields?.password
  const asksPassword = passwordCode !== undefined && !cancelled
  const boxError =
    unticked || outcome?.fields?.confirmed
      ? errorText(t, 'confirmation_required')
      : undefined
  const refusal = refusalText(t, outcome)
  return (
    <section aria-labelledby="erase-title" className="account-section">
      <h2 id="erase-title">{t('erase.title')}</h2>
      <p>{t('erase.intro')}</p>
      <h3>{t('erase.erased_title')}</h3>
      <ul>
        {ERASED.map((item) => (
          <li key={item}>{t(`erase.erased.${item}`)}</li>
        ))}
      </ul>
      <h3>{t('erase.kept_title')}</h3>
      <p>{t('erase.kept')}</p>
      <p>{t('erase.upcoming')}</p>
      {refusal ? (
        <div role="alert" className="account-notice">
          <p>{refusal}</p>
        </div>
      ) : null}
      <form className="account-form" onSubmit={submit} noValidate>
        <CheckboxField
          ref={box}
          id="erase-confirm"
          label={t('erase.confirm')}
          checked={confirmed}
          onChange={(ticked) => {
            setConfirmed(ticked)
            if (ticked) setUnticked(false)
          }}
          error={boxError}
          announce
        />
        {asksPassword ? null : (
          <button
            type="submit"
            className="account-button account-button--danger"
            aria-disabled={busy || undefined}
          >
            {t('erase.submit')}
          </button>
        )}
      </form>
      {asksPassword ? (
        <>
          <Reauthentication
            code={passwordCode}
            busy={busy}
            intro={t('erase.reauthenticate')}
            fieldId="erase-password"
            onConfirm={(password) => erase(password)}
            onCancel={() => setCancelled(true)}
          />
          <p>
            {t('erase.no_password')}{' '}
            {/* Signed out, the member signs in again and comes back here. */}
            <button
              type="button"
              className="account-button account-button--secondary"
              onClick={() => void signOutToSignInAgain()}
            >
              {t('erase.sign_in_again')}
            </button>
          </p>
        </>
      ) : null}
    </section>
  )
}
