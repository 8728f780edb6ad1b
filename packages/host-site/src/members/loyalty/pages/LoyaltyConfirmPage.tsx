import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { useStore } from 'zustand'
import { useTranslation } from '../../../platform/i18n/translation'
import { usePageLanguage } from '../../../platform/i18n/usePageLanguage'
import {
  loyaltyPath,
  profilePath,
  searchPath,
} from '../../../platform/routing/paths'
import { useAccount } from '../../account/AccountFlowContext'
import { useMembersOnly } from '../../profile/useMembersOnly'
import { useLoyaltyFlow } from '../useLoyaltyFlow'

/** /{lang}/loyalty-confirm (SPEC 2): the welcome after joining, with the member number. */
export function LoyaltyConfirmPage() {
  const { t } = useTranslation('loyalty')
  const language = usePageLanguage()
  const status = useMembersOnly()
  const firstName = useAccount((state) => state.member?.personalData.firstName)
  const flow = useLoyaltyFlow()
  const summary = useStore(flow, (state) => state.summary)
  const heading = useRef<HTMLHeadingElement>(null)
  // Arriving from the join button, the reader starts at the welcome.
  useEffect(() => heading.current?.focus(), [])

  let body
  if (status !== 'signed_in' || summary === undefined)
    body = <p role="status">{t('loading')}</p>
  else if (summary === null)
    body = (
      <p>
        {t('confirm.not_member')}{' '}
        <Link to={loyaltyPath(language)}>{t('confirm.to_join')}</Link>
      </p>
    )
  else
    body = (
      <>
        <p>{t('confirm.joined', { name: firstName ?? '' })}</p>
        <h2>{t('confirm.number')}</h2>
        <p className="club-number">{summary.memberNumber}</p>
        <p>{t('confirm.number_hint')}</p>
        <h2>{t('confirm.next_title')}</h2>
        <ul>
          <li>
            <Link to={searchPath(language)}>{t('confirm.next_book')}</Link>
          </li>
          <li>
            <Link to={profilePath(language, 'points')}>
              {t('confirm.next_points')}
            </Link>
          </li>
          <li>
            <Link to={profilePath(language, 'benefits')}>
              {t('confirm.next_benefits')}
            </Link>
          </li>
        </ul>
      </>
    )
  return (
    <article className="club" aria-labelledby="confirm-title">
      <h1 id="confirm-title" ref={heading} tabIndex={-1}>
        {t('confirm.title')}
      </h1>
      {body}
    </article>
  )
}
