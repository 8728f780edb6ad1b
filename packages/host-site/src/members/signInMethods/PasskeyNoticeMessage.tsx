import { MAX_PASSKEYS_PER_MEMBER, type Passkey } from '@resort/core/api'
import type { PasskeyNotice } from '@resort/core/signInMethods'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { signInAgainPath, signInPath } from '../../platform/routing/paths'

// Outcomes that went as the member asked; the others are problems, said as alerts.
const GOOD = new Set(['added', 'renamed', 'removed', 'not_found'])

/** What a passkey action came to, with the way forward: sign in again, or try again. */
export function PasskeyNoticeMessage({
  notice,
  passkeys,
  returnTo,
  onRetry,
}: {
  notice: PasskeyNotice
  passkeys: readonly Passkey[] | undefined
  /** Where signing in again comes back to; this page by default. */
  returnTo: string | undefined
  /** Runs the action again (a passkey that did not verify). */
  onRetry?: () => void
}) {
  const { t } = useTranslation('signInMethods')
  const language = usePageLanguage()
  const { pathname } = useLocation()
  const { code } = notice
  const name = passkeys?.find(({ id }) => id === notice.id)?.name ?? ''
  const text =
    code === 'signed_out'
      ? t('errors.signed_out')
      : code === 'refused'
        ? t('passkey.sign_in_refused')
        : t(`passkey.notices.${code}`, { name, max: MAX_PASSKEYS_PER_MEMBER })
  const good = GOOD.has(code)
  return (
    <div
      className={`sign-in-methods__notice${good ? '' : ' sign-in-methods__notice--problem'}`}
      role={good ? 'status' : 'alert'}
    >
      <p>{text}</p>
      {(code === 'sign_in_again' || code === 'signed_out') && (
        <p>
          <Link
            to={
              code === 'sign_in_again'
                ? signInAgainPath(language, returnTo ?? pathname)
                : signInPath(language, returnTo ?? pathname)
            }
          >
            {t('forward.sign_in')}
          </Link>
        </p>
      )}
      {code === 'passkey_not_verified' && onRetry && (
        <p>
          <button
            type="button"
            className="account-button account-button--secondary"
            onClick={onRetry}
          >
            {t('passkey.try_again')}
          </button>
        </p>
      )}
    </div>
  )
}
