import type { SignedInResponse } from '@resort/core/api'
import type { PasskeyFlow } from '@resort/core/signInMethods'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import '../../platform/styles/account.css'
import '../../platform/styles/signInMethods.css'
import { usePasskeyFlow } from './flows'

/**
 * "Sign in with a passkey", shown once the browser is known to support passkeys. The member
 * picks a passkey of this site (no address asked); closing the browser's prompt is no error.
 */
export function PasskeySignInButton({
  onSignedIn,
  flow: given,
}: {
  /** The sign-in's answer, as login's: the page sets the member and goes on. */
  onSignedIn: (answer: SignedInResponse) => void
  /** The page's flow, when the page reads it too; else the component's own. */
  flow?: PasskeyFlow
}) {
  const { t } = useTranslation('signInMethods')
  const own = usePasskeyFlow()
  const flow = given ?? own
  const supported = useStore(flow, (state) => state.supported)
  const busy = useStore(flow, (state) => state.busy === 'signIn')
  const notice = useStore(flow, (state) => state.notice)

  useEffect(() => {
    void flow.getState().checkSupport()
  }, [flow])

  async function signIn() {
    const answer = await flow.getState().signIn()
    if (answer) onSignedIn(answer)
  }

  if (!supported) return null
  return (
    <div className="sign-in-methods__passkey">
      <button
        type="button"
        className="account-button account-button--secondary"
        aria-disabled={busy || undefined}
        onClick={() => void signIn()}
      >
        {busy ? t('passkey.signing_in') : t('passkey.sign_in')}
      </button>
      {notice && (
        <div
          className="sign-in-methods__notice sign-in-methods__notice--problem"
          role="alert"
        >
          <p>
            {notice.code === 'refused'
              ? t('passkey.sign_in_refused')
              : t('errors.failed')}
          </p>
        </div>
      )}
    </div>
  )
}
