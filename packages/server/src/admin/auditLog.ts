import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import type { AdminVisit } from './adminVisit'

export interface AuditEntry {
  action: string
  entity: string
  entityId: string
  before: unknown
  after: unknown
  note?: string | null
}

/** Who made a change that no signed-in admin made: the server itself, or an operator's script. */
export interface AuditActor {
  id: string
  email: string
}

/** The audit log's "who" of what the server did by itself (a lock, a refund by the terms). */
export const SERVER_ACTOR: AuditActor = { id: 'server', email: 'server' }

/** The audit log's "who" of a signed-in admin's change. */
export const adminActor = (admin: AdminVisit): AuditActor => ({
  id: admin.user.adb2c_id,
  email: admin.user.email,
})

/**
 * Writes one admin change to the audit log (DESIGN: every admin change, who, when, before and
 * after). Call it in the change's own transaction: a change is never saved without its entry.
 */
export async function recordAudit(
  trx: Kysely<Database>,
  admin: AdminVisit,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await recordAuditBy(trx, adminActor(admin), entry, now)
}

/** recordAudit for a change made by the server or an operator rather than a signed-in admin. */
export async function recordAuditBy(
  trx: Kysely<Database>,
  actor: AuditActor,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  const json = (value: unknown) =>
    value === undefined || value === null ? null : JSON.stringify(value)
  await trx
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: now.toISOString(),
      admin_user_id: actor.id,
      admin_email: actor.email,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: json(entry.before),
      after: json(entry.after),
      note: entry.note ?? null,
    })
    .execute()
}

/** The audit log, newest first, found by who, what kind of thing, or which one; paged. */
export async function searchAuditLog(
  db: Kysely<Database>,
  search: {
    q?: string | undefined
    entity?: string | undefined
    entityId?: string | undefined
    page: number
    pageSize: number
  },
) {
  let query = db.selectFrom('audit_log')
  if (search.entity) query = query.where('entity', '=', search.entity)
  if (search.entityId) query = query.where('entity_id', '=', search.entityId)
  const q = search.q?.trim().toLowerCase()
  if (q)
    query = query.where((eb) =>
      eb.or([
        eb('admin_email', '=', q),
        eb('action', '=', q),
        eb('entity_id', '=', search.q!.trim()),
      ]),
    )
  const { total } = await query
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow()
  const rows = await query
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .execute()
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at,
      adminEmail: row.admin_email,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: row.before === null ? null : JSON.parse(row.before),
      after: row.after === null ? null : JSON.parse(row.after),
      note: row.note,
    })),
    total: Number(total),
    page: search.page,
    pageSize: search.pageSize,
  }
}
