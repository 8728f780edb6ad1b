import { ACCOUNT_LINK_PAGES } from '@resort/core/api'
import { slugsOf } from '@resort/core/site'
import { useCallback, useId, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { useEscape } from '../../platform/layout/useEscape'
import {
  adminPath,
  homePath,
  profilePath,
  signInPath,
} from '../../platform/routing/paths'
import { useAccount, useAccountFlow } from './AccountFlowContext'

// Pages after which signing in should not lead back to them.
const ACCOUNT_PAGES = new Set([
  ...slugsOf('signIn'),
  ...slugsOf('registration'),
  'orchestration',
  ...Object.values(ACCOUNT_LINK_PAGES),
])

/**
 * The header's way into the account: "Sign in" for a visitor (remembering the page, to come
 * back to it), the member's first name with a menu (profile settings, sign out) once signed in.
 */
export function AccountMenu() {
  const { t } = useTranslation()
  const language = usePageLanguage()
  const flow = useAccountFlow()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const menuId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [failed, setFailed] = useState(false)
  // Escape closes the open menu and gives the focus back to its button.
  const closeByEscape = useCallback(() => {
    setOpen(false)
    toggle.current?.focus()
  }, [])
  useEscape(open, closeByEscape)
  const firstName = useAccount((state) =>
    state.status === 'signed_in'
      ? state.member?.personalData.firstName
      : state.status === 'loading'
        ? state.hint?.firstName
        : undefined,
  )

  const isAdmin = useAccount(
    (state) => state.status === 'signed_in' && state.member?.isAdmin === true,
  )

  if (firstName === undefined) {
    const section = pathname.split('/')[2] ?? ''
    return (
      <Link
        className="account-menu__sign-in"
        to={signInPath(
          language,
          ACCOUNT_PAGES.has(section) ? undefined : pathname + search,
        )}
      >
        {t('account_sign_in')}
      </Link>
    )
  }

  const signOut = async () => {
    setOpen(false)
    // Home first, so that no page that needs a member sends the visitor to sign in.
    await navigate(homePath(language))
    const done = await flow.getState().signOut()
    setFailed(!done)
    if (!done) toggle.current?.focus()
  }
  return (
    <div
      className="account-menu"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setOpen(false)
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account_menu', { name: firstName })}
        onClick={() => {
          setFailed(false)
          setOpen((value) => !value)
        }}
      >
        {firstName}
      </button>
      <ul id={menuId} className="account-menu__list" hidden={!open}>
        <li>
          <Link to={profilePath(language)} onClick={() => setOpen(false)}>
            {t('account_profile')}
          </Link>
        </li>
        <li>
          <Link
            to={profilePath(language, 'profile-settings')}
            onClick={() => setOpen(false)}
          >
            {t('account_profile_settings')}
          </Link>
        </li>
        {/* Only the way in (SPEC 6): the server checks every admin call itself. */}
        {isAdmin ? (
          <li>
            <Link to={adminPath(language)} onClick={() => setOpen(false)}>
              {t('account_admin')}
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" onClick={() => void signOut()}>
            {t('account_sign_out')}
          </button>
        </li>
      </ul>
      {failed ? (
        <p role="alert" className="account-menu__error">
          {t('account_sign_out_failed')}
        </p>
      ) : null}
    </div>
  )
}
