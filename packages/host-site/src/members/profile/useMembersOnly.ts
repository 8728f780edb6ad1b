import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { accountErasedPath, signInPath } from '../../platform/routing/paths'
import { useAccount } from '../account/AccountFlowContext'

/**
 * A page for signed-in members: a signed-out visitor is sent to sign in, and comes back to the
 * page they asked for (redirect-page); a member who has just erased their account is told it is
 * done. Returns the session's status.
 */
export function useMembersOnly() {
  const status = useAccount((state) => state.status)
  const erased = useAccount(
    (state) => state.outcomes.eraseAccount?.code === 'account_erased',
  )
  // A member who signs out from the menu is taken home by it, not to the sign-in page.
  const signingOut = useAccount((state) => state.busy.includes('signOut'))
  const choseToLeave = useRef(false)
  useEffect(() => {
    if (signingOut) choseToLeave.current = true
  }, [signingOut])
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const language = usePageLanguage()
  useEffect(() => {
    if (status !== 'signed_out' || choseToLeave.current) return
    if (erased) {
      void navigate(accountErasedPath(language), { replace: true })
      return
    }
    void navigate(signInPath(language, pathname + search), { replace: true })
  }, [status, erased, navigate, pathname, search, language])
  return status
}
