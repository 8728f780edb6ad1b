import {
  createMemberBookingsFlow,
  type MemberBookingsFlow,
} from '@resort/core/memberBookings'
import { useEffect, useMemo, useRef } from 'react'
import { Link } from 'react-router'
import { useStore } from 'zustand'
import '../../platform/styles/memberBookings.css'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { searchPath } from '../../platform/routing/paths'
import { useAccount } from '../account/AccountFlowContext'
import { ClaimableBookings } from './ClaimableBookings'
import { MemberBookingItem } from './MemberBookingItem'
import { MemberBookingsNoticeMessage } from './MemberBookingsNoticeMessage'

/**
 * /{lang}/my-profile/my-bookings (SPEC 2, issue 13): the member's upcoming and past stays, each
 * opened in the manage flow through the fresh link the server gives, and the guest bookings of
 * their address to add (the profile's frame admits members only).
 */
export function MemberBookingsPage() {
  const { t } = useTranslation('memberBookings')
  const api = useSiteApi()
  const flow = useMemo(() => createMemberBookingsFlow({ api }), [api])
  const language = usePageLanguage()
  const status = useAccount((state) => state.status)
  const notice = useStore(flow, (state) => state.notice)
  const heading = useRef<HTMLHeadingElement>(null)
  useDocumentTitle(t('page.title'))

  useEffect(() => {
    if (status === 'signed_out') flow.getState().reset()
    if (status === 'signed_in') void flow.getState().load(language)
  }, [flow, status, language])
  // A claimed booking takes its button with it: the member reads on from the heading.
  useEffect(() => {
    if (notice?.code === 'claimed' || notice?.code === 'not_found')
      heading.current?.focus()
  }, [notice])

  return (
    <section
      className="member-bookings"
      aria-labelledby="member-bookings-title"
    >
      <h1 id="member-bookings-title" ref={heading} tabIndex={-1}>
        {t('page.title')}
      </h1>
      <p>{t('page.intro')}</p>
      <div
        role="status"
        className={`member-bookings__notice${notice && notice.code !== 'claimed' ? ' member-bookings__notice--problem' : ''}`}
      >
        {notice && (
          <p>
            <MemberBookingsNoticeMessage notice={notice} />
          </p>
        )}
      </div>
      {status === 'signed_in' && <MemberBookingsLists flow={flow} />}
    </section>
  )
}

function MemberBookingsLists({ flow }: { flow: MemberBookingsFlow }) {
  const { t } = useTranslation('memberBookings')
  const language = usePageLanguage()
  const listStatus = useStore(flow, (state) => state.status)
  const signedOut = useStore(
    flow,
    (state) => state.notice?.code === 'signed_out',
  )
  const upcoming = useStore(flow, (state) => state.upcoming)
  const past = useStore(flow, (state) => state.past)
  const claimable = useStore(flow, (state) => state.claimable)
  if (signedOut) return null
  if (listStatus === 'failed')
    return (
      <p>
        {t('page.load_failed')}{' '}
        <button
          type="button"
          className="member-bookings__button"
          onClick={() => void flow.getState().load(language)}
        >
          {t('page.try_again')}
        </button>
      </p>
    )
  if (listStatus !== 'loaded') return <p role="status">{t('page.loading')}</p>
  const sections = [
    { key: 'upcoming', bookings: upcoming },
    { key: 'past', bookings: past },
  ] as const
  return (
    <>
      {upcoming.length + past.length + claimable.length === 0 && (
        <p>
          {t('page.empty')}{' '}
          <Link to={searchPath(language)}>{t('page.search')}</Link>
        </p>
      )}
      {sections.map(({ key, bookings }) =>
        bookings.length === 0 ? null : (
          <section key={key} aria-labelledby={`member-bookings-${key}`}>
            <h2 id={`member-bookings-${key}`}>{t(`page.${key}`)}</h2>
            <ul className="member-bookings__list">
              {bookings.map((booking) => (
                <MemberBookingItem key={booking.bookingId} booking={booking} />
              ))}
            </ul>
          </section>
        ),
      )}
      <ClaimableBookings flow={flow} />
    </>
  )
}
