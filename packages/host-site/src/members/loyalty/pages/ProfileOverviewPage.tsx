import { useRef } from 'react'
import { Link } from 'react-router'
import { useStore } from 'zustand'
import { useTranslation } from '../../../platform/i18n/translation'
import { usePageLanguage } from '../../../platform/i18n/usePageLanguage'
import {
  profilePath,
  type ProfileSection,
} from '../../../platform/routing/paths'
import { useAccount } from '../../account/AccountFlowContext'
import { JoinClub } from '../JoinClub'
import { LoadProblem } from '../LoadProblem'
import { OffersTeaser } from '../OffersTeaser'
import { PointsFigures } from '../PointsFigures'
import { useLoyaltyFlow } from '../useLoyaltyFlow'

const SECTIONS: ReadonlyArray<[ProfileSection, string, string]> = [
  ['my-bookings', 'profile_bookings', 'overview.section_bookings'],
  ['favorites', 'profile_favorites', 'overview.section_favorites'],
  ['benefits', 'profile_benefits', 'overview.section_benefits'],
  ['exclusive-offers', 'profile_offers', 'overview.section_offers'],
  ['profile-settings', 'account_profile_settings', 'overview.section_settings'],
]

/** /{lang}/my-profile/overview (SPEC 2; my-profile leads here): the member, their points, the way on. */
export function ProfileOverviewPage() {
  const { t } = useTranslation('loyalty')
  const { t: common } = useTranslation()
  const language = usePageLanguage()
  const member = useAccount((state) => state.member)
  const flow = useLoyaltyFlow({ fresh: true })
  const summary = useStore(flow, (state) => state.summary)
  const loadFailed = useStore(flow, (state) => state.loadFailed)
  // Where focus goes once the teaser is dismissed: the page's heading, just above it.
  const title = useRef<HTMLHeadingElement>(null)

  return (
    <section className="club" aria-labelledby="overview-title">
      <h1 id="overview-title" ref={title} tabIndex={-1}>
        {t('overview.title')}
      </h1>
      {member ? (
        <p>{t('overview.greeting', { name: member.personalData.firstName })}</p>
      ) : null}
      <OffersTeaser
        member={Boolean(summary)}
        onDismissed={() => title.current?.focus()}
      />
      {summary ? (
        <section aria-labelledby="overview-points">
          <h2 id="overview-points">{t('overview.points_title')}</h2>
          <p>{t('overview.member_number', { number: summary.memberNumber })}</p>
          <PointsFigures summary={summary} labels="overview" />
          <p>
            <Link to={profilePath(language, 'points')}>
              {t('overview.to_points')}
            </Link>
          </p>
        </section>
      ) : summary === null ? (
        <JoinClub />
      ) : loadFailed ? (
        <LoadProblem
          text={t('load_failed')}
          onRetry={() => void flow.getState().load()}
        />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
      <h2>{t('overview.sections_title')}</h2>
      <ul className="club-cards">
        {SECTIONS.map(([section, label, description]) => (
          <li key={section}>
            <h3>
              <Link to={profilePath(language, section)}>{common(label)}</Link>
            </h3>
            <p>{t(description)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
