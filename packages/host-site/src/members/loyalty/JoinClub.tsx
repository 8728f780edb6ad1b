import type { SignUpContext } from '@resort/core/tracking'
import { Link, useLocation, useNavigate } from 'react-router'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import {
  loyaltyConfirmPath,
  profilePath,
  registrationPath,
  signInPath,
} from '../../platform/routing/paths'
import { useAccount } from '../account/AccountFlowContext'
import { ClubNotice } from './ClubNotice'
import { useLoyaltyFlow } from './useLoyaltyFlow'

/**
 * The way into the club for whoever reads the page: a signed-out visitor registers or signs in
 * and comes back; a member who has not joined joins with one click and is welcomed on
 * loyalty-confirm; a member of the club is shown their number.
 */
export function JoinClub({
  headingLevel = 2,
  context = 'loyalty_standalone',
}: {
  headingLevel?: 2 | 3
  context?: SignUpContext
}) {
  const { t } = useTranslation('loyalty')
  const language = usePageLanguage()
  const status = useAccount((state) => state.status)
  const flow = useLoyaltyFlow()
  const summary = useStore(flow, (state) => state.summary)
  const busy = useStore(flow, (state) => state.busy === 'join')
  const notice = useStore(flow, (state) =>
    state.notice?.action === 'join' ? state.notice : undefined,
  )
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  let body
  if (status === 'signed_out')
    body = (
      <>
        <p>{t('join.signed_out')}</p>
        <p className="club-actions">
          <Link
            className="account-button"
            to={registrationPath(language, pathname)}
          >
            {t('join.register')}
          </Link>{' '}
          <Link to={signInPath(language, pathname)}>{t('join.sign_in')}</Link>
        </p>
      </>
    )
  else if (status !== 'signed_in' || summary === undefined)
    body = <p role="status">{t('loading')}</p>
  else if (summary)
    body = (
      <p>
        {t('join.member', { number: summary.memberNumber })}{' '}
        <Link to={profilePath(language, 'points')}>{t('join.to_points')}</Link>
      </p>
    )
  else
    body = (
      <>
        <p>
          <button
            type="button"
            className="account-button"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (busy) return
              void flow
                .getState()
                .join(context)
                .then((joined) => {
                  if (joined) void navigate(loyaltyConfirmPath(language))
                })
            }}
          >
            {busy ? t('join.busy') : t('join.button')}
          </button>
        </p>
        <ClubNotice notice={notice} />
      </>
    )
  return (
    <section className="account-section" aria-labelledby="join-club-title">
      <Heading id="join-club-title">{t('join.title')}</Heading>
      <p>{t('join.free')}</p>
      {body}
    </section>
  )
}
