import { resolveLanguage } from '@resort/core'
import type { Kysely, Selectable } from 'kysely'
import type {
  Database,
  ServiceRequestStatus,
  ServiceRequestTable,
} from '#db/schema'
import { inTransaction } from '#db/transactions'
import { notFound } from '#http/errors'
import { inLanguage, type Catalog } from '../catalog/catalogSnapshot'
import type { AdminVisit } from './adminVisit'
import { recordAudit } from './auditLog'

const lineOf = (catalog: Catalog, row: Selectable<ServiceRequestTable>) => {
  const form = JSON.parse(row.payload) as Record<string, unknown>
  const property = catalog.properties.find(
    (candidate) => candidate.id === form.propertyId,
  )
  return {
    id: row.id,
    kind: row.kind,
    language: row.language,
    email: row.email,
    form,
    // Staff read the property by name; the form keeps the id the guest sent.
    propertyName: property
      ? inLanguage(property.texts, resolveLanguage(row.language)).name
      : null,
    createdAt: row.created_at,
    status: row.status,
    note: row.note,
  }
}

/** Booking and call-back requests, newest first, by status and kind (issue 14). */
export async function searchServiceRequests(
  db: Kysely<Database>,
  catalog: Catalog,
  search: {
    status?: ServiceRequestStatus | undefined
    kind?: 'booking' | 'callback' | undefined
    page: number
    pageSize: number
  },
) {
  let query = db.selectFrom('service_requests')
  if (search.status) query = query.where('status', '=', search.status)
  if (search.kind) query = query.where('kind', '=', search.kind)
  const [rows, { total }] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute(),
    query
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return {
    items: rows.map((row) => lineOf(catalog, row)),
    total: Number(total),
    page: search.page,
    pageSize: search.pageSize,
  }
}

/** Sets a request's status and note, with its audit entry, in one transaction. */
export async function updateServiceRequest(
  db: Kysely<Database>,
  catalog: Catalog,
  admin: AdminVisit,
  change: {
    id: string
    status: ServiceRequestStatus
    note?: string | undefined
  },
  now: Date,
) {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('service_requests')
      .selectAll()
      .where('id', '=', change.id)
      .executeTakeFirst()
    if (!before) throw notFound('request', change.id, 'id')
    // A note left out keeps the one there; an empty one clears it.
    const note = change.note === undefined ? before.note : change.note || null
    await trx
      .updateTable('service_requests')
      .set({ status: change.status, note })
      .where('id', '=', change.id)
      .execute()
    await recordAudit(
      trx,
      admin,
      {
        action: 'request_updated',
        entity: 'request',
        entityId: change.id,
        before: { status: before.status, note: before.note },
        after: { status: change.status, note },
      },
      now,
    )
    return lineOf(catalog, { ...before, status: change.status, note })
  })
}
