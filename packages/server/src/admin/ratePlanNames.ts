import { LANGUAGES, type Language } from '@resort/core'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { notFound } from '#http/errors'
import type { AdminVisit } from './adminVisit'
import { recordAudit } from './auditLog'

async function namesOf(
  db: Kysely<Database>,
  ratePlanId: string,
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('rate_plan_texts')
    .select(['language', 'name'])
    .where('rate_plan_id', '=', ratePlanId)
    .execute()
  return Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const row = rows.find((candidate) => candidate.language === language)
      return row ? [[language, row.name]] : []
    }),
  )
}

/**
 * POST admin/rate-plans/rename: a rate's name in the languages given. Bookings made before keep
 * the name they were sold under (decision 025); a language without texts yet gets the English
 * board name and prepayment message beside its new name.
 */
export async function renameRatePlan(
  db: Kysely<Database>,
  admin: AdminVisit,
  {
    ratePlanId,
    names,
  }: { ratePlanId: string; names: { language: Language; name: string }[] },
  now: Date,
): Promise<{ ratePlanId: string; names: Record<string, string> }> {
  return inTransaction(db, async (trx) => {
    const rate = await trx
      .selectFrom('rate_plans')
      .select('id')
      .where('id', '=', ratePlanId)
      .executeTakeFirst()
    if (!rate) throw notFound('rate', ratePlanId, 'ratePlanId')
    const before = await namesOf(trx, ratePlanId)
    for (const { language, name } of names) {
      const updated = await trx
        .updateTable('rate_plan_texts')
        .set({ name })
        .where('rate_plan_id', '=', ratePlanId)
        .where('language', '=', language)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) > 0) continue
      const english = await trx
        .selectFrom('rate_plan_texts')
        .select(['board_name', 'prepayment_message'])
        .where('rate_plan_id', '=', ratePlanId)
        .where('language', '=', 'en')
        .executeTakeFirst()
      await trx
        .insertInto('rate_plan_texts')
        .values({
          rate_plan_id: ratePlanId,
          language,
          name,
          board_name: english?.board_name ?? '',
          prepayment_message: english?.prepayment_message ?? '',
        })
        .execute()
    }
    const after = await namesOf(trx, ratePlanId)
    await recordAudit(
      trx,
      admin,
      {
        action: 'rate_plan_renamed',
        entity: 'rate_plan',
        entityId: ratePlanId,
        before,
        after,
      },
      now,
    )
    return { ratePlanId, names: after }
  })
}
