import {
  adminMemberPoints,
  type OutputOf,
  type adminMembers,
} from '@resort/core/api'
import { useEffect, useRef } from 'react'
import { answerValue, useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { formatWhen } from '../list/formatWhen'
import { ListStatus } from '../list/ListStatus'
import { useReload } from '../list/useReload'
import { PointsAdjustmentForm } from './PointsAdjustmentForm'

export type FoundMember = OutputOf<typeof adminMembers>['items'][number]

/**
 * One member's points: the history as the member reads it (newest first), and the form that
 * adds or takes earned points. Its heading takes the focus when it opens.
 */
export function MemberPoints({
  userId,
  member,
  onAdjusted,
}: {
  userId: string
  /** The member as the search found them; missing when the search no longer lists them. */
  member: FoundMember | undefined
  onAdjusted: () => void
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const [version, reload] = useReload()
  const answer = useEndpoint(
    adminMemberPoints,
    { userId, lang: language },
    { version },
  )
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const number = new Intl.NumberFormat(language, { signDisplay: 'exceptZero' })
  const name = member
    ? `${member.firstName} ${member.lastName}`.trim() || member.email
    : userId
  const entries = answerValue(answer)?.entries
  return (
    <section className="admin-card" aria-labelledby="admin-member-title">
      <h3 id="admin-member-title" ref={heading} tabIndex={-1}>
        {t('members.points_title', { name })}
      </h3>
      <ListStatus
        answer={answer}
        count={
          answer.state === 'done'
            ? t('members.entries', { count: answer.value.entries.length })
            : undefined
        }
        onRetry={reload}
      />
      {entries && entries.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>{t('members.history_caption', { name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.columns.date')}</th>
                <th scope="col">{t('members.columns.reason')}</th>
                <th scope="col">{t('members.columns.state')}</th>
                <th scope="col" className="admin-number">
                  {t('members.columns.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatWhen(entry.createdAt, language)}</td>
                  <td>
                    {t(`members.reasons.${entry.reason}`)}
                    {entry.offer ? `: ${entry.offer.title}` : null}
                    {entry.note ? `: ${entry.note}` : null}
                    {entry.bookingId ? ` (${entry.bookingId})` : null}
                  </td>
                  <td>{t(`members.buckets.${entry.bucket}`)}</td>
                  <td className="admin-number">
                    {number.format(entry.points)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {/* Only a club member has points to adjust (the server answers not_found for others). */}
      {member && member.memberNumber === null ? (
        <p>{t('members.not_in_club_adjust', { name })}</p>
      ) : (
        <PointsAdjustmentForm
          userId={userId}
          name={name}
          onAdjusted={() => {
            reload()
            onAdjusted()
          }}
        />
      )}
    </section>
  )
}
