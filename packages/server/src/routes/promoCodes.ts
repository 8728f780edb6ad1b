import { randomUUID } from 'node:crypto'
import { inTransaction } from '#db/transactions'
import { ApiProblem, notFound } from '#http/errors'
import { recordAudit } from '../admin/auditLog'
import type { RouteModule } from '../appContext'
import type { PromoCode } from '../promotions/promoCodeRules'
import {
  asPromoCode,
  findPromoCode,
  promoCodeKey,
} from '../promotions/promoCodeStore'

const asAnswer = (
  code: PromoCode,
  row: { created_at: string; voided_at: string | null },
) => {
  const { id, voided: _voided, ...rest } = code
  return {
    codeId: id,
    ...rest,
    propertyIds: [...code.propertyIds],
    ratePlanIds: [...code.ratePlanIds],
    createdAt: row.created_at,
    voidedAt: row.voided_at,
  }
}

/** Staff's promo codes (issue 35, decision 044): listed, created and voided, each in the audit log. */
export const promoCodeRoutes: RouteModule = (handle, context) => {
  const { db, now } = context

  handle('adminPromoCodes', async () => {
    const rows = await db
      .selectFrom('promo_codes')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('code')
      .execute()
    return { codes: rows.map((row) => asAnswer(asPromoCode(row), row)) }
  })

  handle('createPromoCode', async (request, { caller: admin }) => {
    const at = now().toISOString()
    const code = promoCodeKey(request.code)
    const row = {
      id: randomUUID(),
      code,
      kind: request.kind,
      value: request.value,
      currency: request.currency ?? null,
      property_ids: JSON.stringify(request.propertyIds),
      rate_plan_ids: JSON.stringify(request.ratePlanIds),
      stay_from: request.stayFrom ?? null,
      stay_to: request.stayTo ?? null,
      book_from: request.bookFrom ?? null,
      book_to: request.bookTo ?? null,
      min_nights: request.minNights,
      max_uses: request.maxUses ?? null,
      max_uses_per_guest: request.maxUsesPerGuest ?? null,
      combinable: request.combinable ? (1 as const) : (0 as const),
      uses: 0,
      created_at: at,
      voided_at: null,
    }
    await inTransaction(db, async (trx) => {
      if (await findPromoCode(trx, code))
        throw new ApiProblem(409, 'conflict', 'This code exists already.', {
          code: 'promo_code_exists',
        })
      await trx.insertInto('promo_codes').values(row).execute()
      await recordAudit(
        trx,
        admin,
        {
          action: 'promo_code_created',
          entity: 'promo_code',
          entityId: code,
          before: null,
          after: { ...request, code },
        },
        now(),
      )
    })
    return asAnswer(asPromoCode(row), row)
  })

  handle('voidPromoCode', async ({ codeId }, { caller: admin }) => {
    const at = now().toISOString()
    const row = await inTransaction(db, async (trx) => {
      const voided = await trx
        .updateTable('promo_codes')
        .set({ voided_at: at })
        .where('id', '=', codeId)
        .where('voided_at', 'is', null)
        .returningAll()
        .executeTakeFirst()
      const current =
        voided ??
        (await trx
          .selectFrom('promo_codes')
          .selectAll()
          .where('id', '=', codeId)
          .executeTakeFirst())
      if (!current) throw notFound('promo code', codeId, 'codeId')
      if (voided)
        await recordAudit(
          trx,
          admin,
          {
            action: 'promo_code_voided',
            entity: 'promo_code',
            entityId: voided.code,
            before: { uses: Number(voided.uses) },
            after: { voidedAt: at },
          },
          now(),
        )
      return current
    })
    return asAnswer(asPromoCode(row), row)
  })
}
