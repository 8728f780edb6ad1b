import type { Language } from '@resort/core'
import type { Kysely } from 'kysely'
import type { Database, PointsBucket, PointsReason } from '#db/schema'
import { POINTS_PER_EURO } from './earningRule'
import { expiryOf, INACTIVITY_MONTHS } from './expiry'
import { balancesOf } from './ledger'
import type { LedgerDeps } from './loyaltyDeps'
import { offerTitles } from './memberOffers'
import { clubMemberOf } from './membership'
import { MIN_TRANSFER, sentThisYear, YEARLY_TRANSFER_MAX } from './transfers'

/**
 * The member's club summary as the profile shows it; null before joining. It reads only: a
 * booking's write settles its points, the hourly sweep those of stays that end (decision 021).
 */
export async function loyaltySummary(deps: LedgerDeps, userId: string) {
  const member = await clubMemberOf(deps.db, userId)
  if (!member) return null
  const now = deps.now()
  const { earned, pending, held } = await balancesOf(deps.db, userId)
  const expiresAt = await expiryOf(deps.db, userId)
  return {
    memberNumber: member.member_number,
    joinedAt: member.joined_at,
    points: {
      earned,
      pending,
      held,
      expiresAt: expiresAt?.toISOString() ?? null,
    },
    rules: {
      pointsPerEuro: POINTS_PER_EURO,
      inactivityMonths: INACTIVITY_MONTHS,
      transferMinimum: MIN_TRANSFER,
      transferYearlyMaximum: YEARLY_TRANSFER_MAX,
      transferredThisYear: await sentThisYear(deps.db, userId, now),
    },
  }
}

/**
 * The member's ledger, newest first (at most the last 500 entries); an offer's bonus names the
 * offer, titled in `language`.
 */
export async function pointsHistoryOf(
  db: Kysely<Database>,
  userId: string,
  language: Language,
) {
  const rows = await db
    .selectFrom('points_entries')
    .select([
      'id',
      'bucket',
      'points',
      'reason',
      'booking_id',
      'transfer_id',
      'lot_id',
      'offer_id',
      'note',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute()
  // A debit drawn on several credits is one line: one transfer, or one expiry.
  const lines: PointsLine[] = []
  for (const row of rows) {
    const group =
      row.lot_id === null
        ? row.id
        : `${row.reason}:${row.transfer_id ?? row.created_at}`
    const last = lines.at(-1)
    if (last && last.group === group) last.points += row.points
    else
      lines.push({
        group,
        id: row.id,
        bucket: row.bucket,
        points: row.points,
        reason: row.reason,
        bookingId: row.booking_id,
        offerId: row.offer_id,
        note: row.note ?? null,
        createdAt: row.created_at,
      })
  }
  const titles = await offerTitles(
    db,
    lines.flatMap((line) => (line.offerId ? [line.offerId] : [])),
    language,
  )
  return lines.map(({ group: _group, offerId, ...line }) => ({
    ...line,
    offer: offerId ? { id: offerId, title: titles.get(offerId) ?? '' } : null,
  }))
}

interface PointsLine {
  group: string
  id: string
  bucket: PointsBucket
  points: number
  reason: PointsReason
  bookingId: string | null
  offerId: string | null
  note: string | null
  createdAt: string
}
