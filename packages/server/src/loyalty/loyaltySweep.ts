import { scheduleJob, type ScheduledJob } from '#db/scheduledJobs'
import type { Mailer } from '../mail/mailer'
import { dueReminder, expirePoints } from './expiry'
import type { LedgerDeps } from './loyaltyDeps'
import { memberLoyaltyMail } from './loyaltyMails'
import { settleStays } from './stays'

/**
 * The club's hourly round (decision 021): for every member, stays that ended earn their points,
 * points whose 24 months have passed expire, and a reminder due 60, 30 or 7 days before expiry
 * is mailed once. Every step writes once, so two servers sweeping at once do no harm.
 */
export async function sweepLoyalty(
  deps: LedgerDeps & { mailer: Mailer },
): Promise<{ members: number; expired: number; reminded: number }> {
  const members = await deps.db
    .selectFrom('loyalty_members')
    .innerJoin('users', 'users.adb2c_id', 'loyalty_members.user_id')
    .select(['user_id', 'email', 'first_name', 'last_name', 'language'])
    .execute()
  let expired = 0
  let reminded = 0
  for (const member of members) {
    await settleStays(deps, member.user_id)
    expired += await expirePoints(deps, member.user_id)
    const reminder = await dueReminder(deps, member.user_id)
    if (!reminder) continue
    await deps.mailer.send(
      memberLoyaltyMail(member, {
        kind: 'points_expiring',
        points: reminder.points,
        date: reminder.expiresAt,
      }),
    )
    reminded++
  }
  return { members: members.length, expired, reminded }
}

/**
 * Sweeps every `everyMs` until stopped, in one server process of all on the database
 * (issue 34); a failed round is logged and the next one tries again.
 */
export function scheduleLoyaltySweep(
  deps: LedgerDeps & { mailer: Mailer },
  everyMs: number,
  logError: (error: unknown) => void,
  ran?: ScheduledJob['ran'],
): () => Promise<void> {
  return scheduleJob(deps.db, {
    name: 'loyalty_sweep',
    everyMs,
    run: () => sweepLoyalty(deps),
    logError,
    ...(ran ? { ran } : {}),
  })
}
