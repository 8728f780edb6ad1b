import { ADMIN_CODE_BUDGET } from '@resort/core/api'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem } from '#http/errors'
import { readTimes } from '../accounts/loginThrottle'
import { normalizeEmail, type UserRow } from '../accounts/users'
import { recordAuditBy, SERVER_ACTOR, type AuditActor } from './auditLog'

const HOUR_MS = 60 * 60 * 1000
const WINDOW_MS = ADMIN_CODE_BUDGET.windowDays * 24 * HOUR_MS

/** …and of a release: whoever ran admin:unlock on the server. */
const OPERATOR: AuditActor = {
  id: 'operator',
  email: 'operator (admin:unlock)',
}

/** 403 for every admin call of an account whose budget of wrong codes is spent. */
export const adminLocked = () =>
  new ApiProblem(
    403,
    'forbidden',
    `Admin access for this account is locked: ${ADMIN_CODE_BUDGET.wrongPerWindow} wrong codes were entered within ${ADMIN_CODE_BUDGET.windowDays} days. The admin has been told by mail; the team that runs the server can release it.`,
    { account: 'admin_locked' },
  )

/** 429 once an account has had its hourly share of wrong codes; the code is not checked. */
class WrongCodesThrottled extends ApiProblem {
  constructor(
    readonly retryAfterSeconds: number,
    retryAt: Date,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
    super(
      429,
      'rate_limited',
      `Too many wrong codes for this account in the last hour, so this code was not checked. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} (after ${retryAt.toISOString().slice(11, 16)} UTC).`,
      { account: 'wrong_codes_hourly' },
    )
  }
}

/** Whether an account's admin access is locked (every admin call asks). */
export async function isAdminLocked(
  db: Kysely<Database>,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('admin_code_budgets')
    .select('locked_at')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Boolean(row?.locked_at)
}

/**
 * Takes an account's budget for one check of a code, in the check's transaction: the upsert locks
 * the account's row (PostgreSQL; SQLite runs one transaction at a time), so parallel guesses, from
 * any session or server process, are counted one by one. Throws when the account is locked or has
 * had its hourly share; else the times of its wrong codes in the window, oldest first.
 */
export async function takeCodeBudget(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
): Promise<string[]> {
  const at = now.toISOString()
  await trx
    .insertInto('admin_code_budgets')
    .values({ user_id: userId, wrong_at: '[]', updated_at: at })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ updated_at: at }),
    )
    .execute()
  const row = await trx
    .selectFrom('admin_code_budgets')
    .select(['wrong_at', 'locked_at'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  if (row.locked_at) throw adminLocked()
  const recent = readTimes(row.wrong_at).filter(
    (time) => Date.parse(time) > now.getTime() - WINDOW_MS,
  )
  const lastHour = recent.filter(
    (time) => Date.parse(time) > now.getTime() - HOUR_MS,
  )
  if (lastHour.length >= ADMIN_CODE_BUDGET.wrongPerHour) {
    const retryAt = new Date(Date.parse(lastHour[0] ?? at) + HOUR_MS)
    throw new WrongCodesThrottled(
      Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)),
      retryAt,
    )
  }
  return recent
}

/**
 * Counts a wrong code against the budget taken by takeCodeBudget. The one that spends it locks
 * the account's admin access and writes the lock to the audit log; true then.
 */
export async function countWrongCode(
  trx: Transaction<Database>,
  user: UserRow,
  recent: readonly string[],
  now: Date,
): Promise<boolean> {
  const at = now.toISOString()
  const wrongAt = [...recent, at]
  const spent = wrongAt.length >= ADMIN_CODE_BUDGET.wrongPerWindow
  await trx
    .updateTable('admin_code_budgets')
    .set({
      wrong_at: JSON.stringify(wrongAt),
      locked_at: spent ? at : null,
      updated_at: at,
    })
    .where('user_id', '=', user.adb2c_id)
    .execute()
  if (spent) {
    await recordAuditBy(
      trx,
      SERVER_ACTOR,
      {
        action: 'admin_locked',
        entity: 'admin_account',
        entityId: user.adb2c_id,
        before: null,
        after: { email: user.email, lockedAt: at },
        note: `${wrongAt.length} wrong second-factor codes within ${ADMIN_CODE_BUDGET.windowDays} days`,
      },
      now,
    )
  }
  return spent
}

/** What admin:unlock did: released a lock, or found no account or no lock for the address. */
export type AdminUnlockOutcome = 'released' | 'not_locked' | 'no_account'

/**
 * An operator's release of a locked account (`admin:unlock <email>` on the server): the account's
 * budget starts afresh, and the release is written to the audit log. No admin can release one
 * from the admin area: a stolen password there must not reopen another's, or its own, access.
 */
export async function releaseAdminLock(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<AdminUnlockOutcome> {
  return inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['adb2c_id', 'email'])
      .where('email', '=', normalizeEmail(email))
      .executeTakeFirst()
    if (!user) return 'no_account'
    const budget = await trx
      .deleteFrom('admin_code_budgets')
      .where('user_id', '=', user.adb2c_id)
      .where('locked_at', 'is not', null)
      .returning('locked_at')
      .executeTakeFirst()
    if (!budget) return 'not_locked'
    await recordAuditBy(
      trx,
      OPERATOR,
      {
        action: 'admin_unlocked',
        entity: 'admin_account',
        entityId: user.adb2c_id,
        before: { email: user.email, lockedAt: budget.locked_at },
        after: null,
        note: 'released by an operator with admin:unlock',
      },
      now,
    )
    return 'released'
  })
}
