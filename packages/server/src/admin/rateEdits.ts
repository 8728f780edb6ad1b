import type { RateEditPreviewResponse, RateEditRequest } from '@resort/core/api'
import { todayIso } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem } from '#http/errors'
import { inLanguage, type Catalog } from '../catalog/catalogSnapshot'
import { findProperty } from '../search/propertyOffers'
import type { AdminVisit } from './adminVisit'
import { recordAudit } from './auditLog'
import {
  changesFingerprint,
  checkRateEdit,
  editedNights,
  planRateEdit,
} from './rateEditPlan'

/**
 * POST admin/rates/preview: the nights an edit changes, before and after, read from `db`;
 * nothing saved (the save's transaction reads them again).
 */
export async function previewRateEdit(
  db: Kysely<Database>,
  catalog: Catalog,
  edit: RateEditRequest,
  now: Date,
): Promise<RateEditPreviewResponse> {
  const property = findProperty(catalog, edit.propertyId)
  checkRateEdit(property, edit, todayIso(now))
  const nights = editedNights(edit)
  const rows = nights.length
    ? await db
        .selectFrom('inventory')
        .selectAll()
        .where('unit_type_id', 'in', edit.unitTypeIds)
        .where('night', 'in', nights)
        .execute()
    : []
  const unitName = (id: string) =>
    inLanguage(
      property.unitTypes.find((unit) => unit.id === id)!.texts,
      edit.lang,
    ).name
  const plan = planRateEdit(property, rows, edit, unitName)
  return {
    currency: property.currency,
    ...plan,
    expected: changesFingerprint(plan.changes),
  }
}

/**
 * POST admin/rates/save: the previewed edit in one transaction with its audit entry, or nothing
 * when a night changed since the preview (a booking, another admin, or the same save twice).
 */
export async function saveRateEdit(
  db: Kysely<Database>,
  catalog: Catalog,
  admin: AdminVisit,
  { expected, ...edit }: RateEditRequest & { expected: string },
  now: Date,
): Promise<{ saved: number }> {
  const changedSincePreview = () =>
    new ApiProblem(
      409,
      'conflict',
      'These nights changed since the preview. Preview the edit again.',
      { expected: 'changed_since_preview' },
    )
  return inTransaction(db, async (trx) => {
    const { changes } = await previewRateEdit(trx, catalog, edit, now)
    if (changesFingerprint(changes) !== expected) throw changedSincePreview()
    for (const { unitTypeId, night, after } of changes) {
      const updated = await trx
        .updateTable('inventory')
        .set({
          price: after.price,
          total: after.roomsToSell,
          closed: after.closed ? 1 : 0,
          min_stay: after.minStay,
          closed_to_arrival: after.closedToArrival ? 1 : 0,
          closed_to_departure: after.closedToDeparture ? 1 : 0,
        })
        .where('unit_type_id', '=', unitTypeId)
        .where('night', '=', night)
        // A booking that took the night since it was read: never fewer rooms than are sold.
        .where('sold', '<=', after.roomsToSell)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) throw changedSincePreview()
    }
    const nights = (side: 'before' | 'after') =>
      changes.map((change) => ({
        unitTypeId: change.unitTypeId,
        night: change.night,
        ...change[side],
      }))
    if (changes.length) {
      const { lang: _lang, ...asked } = edit
      await recordAudit(
        trx,
        admin,
        {
          action: 'rates_edited',
          entity: 'property',
          entityId: edit.propertyId,
          before: { nights: nights('before') },
          after: { nights: nights('after') },
          note: JSON.stringify(asked),
        },
        now,
      )
    }
    return { saved: changes.length }
  })
}
