import { randomUUID } from 'node:crypto'
import type { Language } from '@resort/core'
import type { AdminContentPage } from '@resort/core/api'
import type { ContentPageId } from '@resort/core/site'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { invalidParam, notFound } from '#http/errors'
import type { Catalog } from '../catalog/catalogSnapshot'
import type { AdminVisit } from './adminVisit'
import { recordAudit } from './auditLog'
import { entryTextRows } from './contentEdits'

type EntryTexts = AdminContentPage['entries'][number]['texts'][Language]

interface NewEntry {
  page: ContentPageId
  propertyId?: string | null | undefined
  startsOn?: string | null | undefined
  endsOn?: string | null | undefined
  texts: ({ language: Language } & EntryTexts)[]
}

/**
 * POST admin/content-entry/add: a new entry at the end of its page, in five languages, under the
 * page's last group (an FAQ's last heading); a news article is dated the day it is added.
 */
export async function addContentEntry(
  db: Kysely<Database>,
  catalog: Catalog,
  admin: AdminVisit,
  { page: pageId, propertyId, startsOn, endsOn, texts }: NewEntry,
  now: Date,
): Promise<{ entryId: string; page: ContentPageId; updatedAt: string }> {
  if (propertyId && !catalog.properties.some(({ id }) => id === propertyId))
    throw invalidParam('propertyId', 'not_found', 'There is no such property.')
  return inTransaction(db, async (trx) => {
    const page = await trx
      .selectFrom('content_pages')
      .select('id')
      .where('id', '=', pageId)
      .executeTakeFirst()
    if (!page) throw notFound('page', pageId, 'page')
    const last = await trx
      .selectFrom('content_entries')
      .select(['id', 'position'])
      .where('page_id', '=', pageId)
      .orderBy('position', 'desc')
      .executeTakeFirst()
    const groups = last
      ? await trx
          .selectFrom('content_entry_texts')
          .select(['language', 'group_name'])
          .where('entry_id', '=', last.id)
          .execute()
      : []
    const entryId = `${pageId}-${randomUUID().slice(0, 8)}`
    const today = now.toISOString().slice(0, 10)
    await trx
      .insertInto('content_entries')
      .values({
        id: entryId,
        page_id: pageId,
        position: (last?.position ?? 0) + 1,
        property_id: propertyId ?? null,
        starts_on: startsOn ?? null,
        ends_on: endsOn ?? null,
        published_on: pageId === 'news' ? today : null,
        details: '{}',
      })
      .execute()
    await trx
      .insertInto('content_entry_texts')
      .values(entryTextRows(entryId, texts, groups))
      .execute()
    const updatedAt = now.toISOString()
    await trx
      .updateTable('content_pages')
      .set({ updated_at: updatedAt })
      .where('id', '=', pageId)
      .execute()
    await recordAudit(
      trx,
      admin,
      {
        action: 'content_entry_added',
        entity: 'content_entry',
        entityId: entryId,
        before: null,
        after: { page: pageId, propertyId, startsOn, endsOn, texts },
      },
      now,
    )
    return { entryId, page: pageId, updatedAt }
  })
}

/** POST admin/content-entry/remove: an entry taken off its page; the audit log keeps its texts. */
export async function removeContentEntry(
  db: Kysely<Database>,
  admin: AdminVisit,
  { entryId }: { entryId: string },
  now: Date,
): Promise<{ entryId: string; page: ContentPageId }> {
  return inTransaction(db, async (trx) => {
    const entry = await trx
      .selectFrom('content_entries')
      .selectAll()
      .where('id', '=', entryId)
      .executeTakeFirst()
    if (!entry) throw notFound('entry', entryId, 'entryId')
    const texts = await trx
      .selectFrom('content_entry_texts')
      .selectAll()
      .where('entry_id', '=', entryId)
      .execute()
    await trx
      .deleteFrom('content_entry_texts')
      .where('entry_id', '=', entryId)
      .execute()
    await trx.deleteFrom('content_entries').where('id', '=', entryId).execute()
    await trx
      .updateTable('content_pages')
      .set({ updated_at: now.toISOString() })
      .where('id', '=', entry.page_id)
      .execute()
    await recordAudit(
      trx,
      admin,
      {
        action: 'content_entry_removed',
        entity: 'content_entry',
        entityId: entryId,
        before: { ...entry, texts },
        after: null,
      },
      now,
    )
    return { entryId, page: entry.page_id as ContentPageId }
  })
}
