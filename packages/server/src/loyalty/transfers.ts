import { CLUB_RULES, type LoyaltyErrorCode } from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem } from '#http/errors'
import { expiryOf } from './expiry'
import { balancesOf, debitOldestFirst, lockMembers, record } from './ledger'
import type { LedgerDeps } from './loyaltyDeps'
import { clubMemberOf } from './membership'

/** The fewest points one transfer moves, and the most a member sends in a calendar year (UTC). */
export const MIN_TRANSFER = CLUB_RULES.transferMinimum
export const YEARLY_TRANSFER_MAX = CLUB_RULES.transferYearlyMaximum

const refused = (field: string, code: LoyaltyErrorCode, message: string) =>
  new ApiProblem(400, 'missing_params', message, { [field]: code })

// Names are compared as people type them: case, accents' forms and spaces aside.
const sameName = (a: string, b: string) =>
  a.normalize('NFC').trim().toLocaleLowerCase('und').replace(/\s+/g, ' ') ===
  b.normalize('NFC').trim().toLocaleLowerCase('und').replace(/\s+/g, ' ')

/** The points the member has sent in the calendar year (UTC) of `now`. */
export async function sentThisYear(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('points_entries')
    .select(({ fn }) => fn.sum<number | string>('points').as('total'))
    .where('user_id', '=', userId)
    .where('reason', '=', 'transfer_out')
    .where('created_at', '>=', `${now.toISOString().slice(0, 4)}-01-01`)
    .executeTakeFirst()
  return -Number(row?.total ?? 0)
}

export interface TransferRequest {
  /** The client's id of this transfer: sent again, it moves nothing more. */
  requestId: string
  memberNumber: string
  lastName: string
  points: number
}

export interface Transfer {
  transferId: string
  points: number
  recipient: {
    userId: string
    firstName: string
    email: string
    language: string
  }
}

/**
 * Moves earned points from one member to another in one transaction (decision 021): the sender
 * names the recipient by member number and last name; the minimum, the yearly maximum and the
 * balance are checked under the sender's lock, so parallel transfers never spend a point twice.
 */
export async function transferPoints(
  deps: LedgerDeps,
  senderId: string,
  request: TransferRequest,
): Promise<Transfer> {
  const now = deps.now()
  const sender = await clubMemberOf(deps.db, senderId)
  if (!sender)
    throw refused('points', 'not_a_member', 'Join the club to transfer points.')
  const recipient = await deps.db
    .selectFrom('loyalty_members')
    .innerJoin('users', 'users.adb2c_id', 'loyalty_members.user_id')
    .select(['user_id', 'first_name', 'last_name', 'email', 'language'])
    .where('member_number', '=', request.memberNumber.replace(/\s/g, ''))
    .executeTakeFirst()
  // One answer for a wrong number and a wrong name: a number alone tells nothing of its member.
  if (!recipient || !sameName(recipient.last_name, request.lastName))
    throw refused(
      'memberNumber',
      'recipient_unknown',
      'No club member has this member number and last name.',
    )
  if (recipient.user_id === senderId)
    throw refused(
      'memberNumber',
      'recipient_self',
      'Points go to another member, not to yourself.',
    )
  if (request.points < MIN_TRANSFER)
    throw refused(
      'points',
      'below_minimum',
      `A transfer moves at least ${MIN_TRANSFER} points.`,
    )
  const transferId = request.requestId
  const eventKey = `transfer:${senderId}:${transferId}`

  await inTransaction(deps.db, async (trx) => {
    await lockMembers(trx, deps.kind, [senderId, recipient.user_id])
    const done = await trx
      .selectFrom('points_entries')
      .select('id')
      .where('transfer_id', '=', transferId)
      .where('user_id', '=', senderId)
      .executeTakeFirst()
    if (done) return
    const expiresAt = await expiryOf(trx, senderId)
    if (expiresAt && expiresAt <= now)
      throw refused(
        'points',
        'insufficient_points',
        'These points have expired.',
      )
    const sent = await sentThisYear(trx, senderId, now)
    if (sent + request.points > YEARLY_TRANSFER_MAX)
      throw refused(
        'points',
        'yearly_limit',
        `A member sends at most ${YEARLY_TRANSFER_MAX} points a year.`,
      )
    const { earned } = await balancesOf(trx, senderId)
    const debited =
      earned >= request.points &&
      (await debitOldestFirst(trx, senderId, request.points, {
        reason: 'transfer_out',
        eventKey,
        transferId,
        now,
      }))
    if (!debited)
      throw refused(
        'points',
        'insufficient_points',
        'You do not have that many points to transfer.',
      )
    await record(trx, {
      user_id: recipient.user_id,
      bucket: 'earned',
      points: request.points,
      reason: 'transfer_in',
      booking_id: null,
      transfer_id: transferId,
      lot_id: null,
      event_key: `${eventKey}:in`,
      created_at: now.toISOString(),
    })
  })
  return {
    transferId,
    points: request.points,
    recipient: {
      userId: recipient.user_id,
      firstName: recipient.first_name,
      email: recipient.email,
      language: recipient.language,
    },
  }
}
