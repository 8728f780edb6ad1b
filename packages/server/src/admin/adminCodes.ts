import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { ADMIN_CODE_RULES } from '@resort/core/api'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem, invalidParam } from '#http/errors'
import type { AccountMailDeps } from '../accounts/accountMailDeps'
import type { UserRow } from '../accounts/users'
import { adminLocked, countWrongCode, takeCodeBudget } from './adminCodeBudget'
import { adminLockMail } from './adminLockMail'

const hashOf = (sessionId: string, code: string) =>
  createHash('sha256').update(`${sessionId}:${code}`).digest('hex')

/**
 * A new one-time code for an admin's session (ASVS 6.6.1-6.6.3: random, short-lived, used once,
 * tries limited); it replaces the session's earlier one. Returns the code, to be mailed, and
 * when it expires.
 */
export async function newAdminCode(
  db: Kysely<Database>,
  sessionId: string,
  now: Date,
): Promise<{ code: string; expiresAt: Date }> {
  const earlier = await db
    .selectFrom('admin_codes')
    .select('created_at')
    .where('session_id', '=', sessionId)
    .executeTakeFirst()
  if (
    earlier &&
    now.getTime() - Date.parse(earlier.created_at) <
      ADMIN_CODE_RULES.resendSeconds * 1000
  ) {
    throw new ApiProblem(
      429,
      'rate_limited',
      'A code was mailed a moment ago; please look for it, or ask again in half a minute.',
    )
  }
  const code = String(randomInt(0, 10 ** ADMIN_CODE_RULES.digits)).padStart(
    ADMIN_CODE_RULES.digits,
    '0',
  )
  const expiresAt = new Date(
    now.getTime() + ADMIN_CODE_RULES.validMinutes * 60_000,
  )
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('admin_codes')
      .where('session_id', '=', sessionId)
      .execute()
    await trx
      .insertInto('admin_codes')
      .values({
        session_id: sessionId,
        code_hash: hashOf(sessionId, code),
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        wrong_tries: 0,
      })
      .execute()
  })
  return { code, expiresAt }
}

type CodeCheck = 'right' | 'wrong' | 'burnt' | 'expired'

/** Checks a code against its session's, in the caller's transaction; right, the session passes. */
async function checkAdminCode(
  trx: Transaction<Database>,
  sessionId: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const row = await trx
    .selectFrom('admin_codes')
    .selectAll()
    .where('session_id', '=', sessionId)
    .executeTakeFirst()
  if (!row || Date.parse(row.expires_at) <= now.getTime()) return 'expired'
  const right = timingSafeEqual(
    Buffer.from(row.code_hash, 'hex'),
    Buffer.from(hashOf(sessionId, code), 'hex'),
  )
  if (!right) {
    // Counted in the row itself, so parallel guesses cannot share one count.
    const counted = await trx
      .updateTable('admin_codes')
      .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
      .where('session_id', '=', sessionId)
      .where('wrong_tries', '<', ADMIN_CODE_RULES.attempts)
      .returning('wrong_tries')
      .executeTakeFirst()
    if (counted && counted.wrong_tries < ADMIN_CODE_RULES.attempts)
      return 'wrong'
    await trx
      .deleteFrom('admin_codes')
      .where('session_id', '=', sessionId)
      .execute()
    return 'burnt'
  }
  const used = await trx
    .deleteFrom('admin_codes')
    .where('session_id', '=', sessionId)
    .where('code_hash', '=', row.code_hash)
    .executeTakeFirst()
  // Used once: of two requests with the right code, only the first gets here.
  if (Number(used.numDeletedRows) !== 1) return 'expired'
  await trx
    .updateTable('sessions')
    .set({ second_factor: 'code' })
    .where('id', '=', sessionId)
    .execute()
  return 'right'
}

/**
 * Checks a mailed code for an admin's session; right, it is used up and the session has passed
 * its second factor. Wrong: counted for the code (gone after its last allowed try) and for the
 * account (ADMIN_CODE_BUDGET, whatever the session or code): past the hourly share the code is
 * not checked, and the wrong code that spends the budget locks the account's admin access and
 * mails the admin. A missing or expired code is code_expired, and guesses nothing.
 */
export async function verifyAdminCode(
  deps: Pick<AccountMailDeps, 'db' | 'now' | 'mailer' | 'afterAnswer'>,
  user: UserRow,
  sessionId: string,
  code: string,
): Promise<void> {
  const now = deps.now()
  const checked = await inTransaction(deps.db, async (trx) => {
    const recent = await takeCodeBudget(trx, user.adb2c_id, now)
    const check = await checkAdminCode(trx, sessionId, code, now)
    if (check === 'right' || check === 'expired') return check
    const locked = await countWrongCode(trx, user, recent, now)
    return locked ? 'locked' : check
  })
  if (checked === 'right') return
  if (checked === 'locked') {
    deps.afterAnswer.run(() => deps.mailer.send(adminLockMail(user)))
    throw adminLocked()
  }
  if (checked === 'wrong')
    throw invalidParam(
      'code',
      'code_wrong',
      'This code is not the one we mailed.',
    )
  throw invalidParam(
    'code',
    'code_expired',
    'This code is no longer valid; please ask for a new one.',
  )
}
