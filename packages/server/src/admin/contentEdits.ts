import { LANGUAGES, type Language } from '@resort/core'
import type { AdminContentPage } from '@resort/core/api'
import type { ContentPageId } from '@resort/core/site'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { notFound } from '#http/errors'
import type { AdminVisit } from './adminVisit'
import { recordAudit } from './auditLog'

type PageTexts = AdminContentPage['page']['texts'][Language]
type EntryTexts = AdminContentPage['entries'][number]['texts'][Language]

const byLanguage = <Row extends { language: string }, T>(
  rows: readonly Row[],
  texts: (row: Row | undefined) => T,
): Record<Language, T> =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      texts(rows.find((row) => row.language === language)),
    ]),
  ) as Record<Language, T>

async function pageTextsOf(
  db: Kysely<Database>,
  pageId: string,
): Promise<Record<Language, PageTexts>> {
  const rows = await db
    .selectFrom('content_page_texts')
    .select(['language', 'title', 'description', 'intro'])
    .where('page_id', '=', pageId)
    .execute()
  return byLanguage(rows, (row) => ({
    title: row?.title ?? '',
    description: row?.description ?? '',
    intro: row?.intro ?? '',
  }))
}

async function entryTextsOf(
  db: Kysely<Database>,
  entryIds: readonly string[],
): Promise<Map<string, Record<Language, EntryTexts>>> {
  if (entryIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('content_entry_texts')
    .selectAll()
    .where('entry_id', 'in', entryIds)
    .execute()
  return new Map(
    entryIds.map((id) => [
      id,
      byLanguage(
        rows.filter((row) => row.entry_id === id),
        (row) => ({
          title: row?.title ?? '',
          summary: row?.summary ?? '',
          body: row?.body ?? '',
          facts: row ? (JSON.parse(row.facts) as string[]) : [],
        }),
      ),
    ]),
  )
}

/** GET admin/content-page: a page and all its entries (past ones too) in every language. */
export async function adminContentPage(
  db: Kysely<Database>,
  pageId: ContentPageId,
): Promise<AdminContentPage> {
  const page = await db
    .selectFrom('content_pages')
    .selectAll()
    .where('id', '=', pageId)
    .executeTakeFirst()
  if (!page) throw notFound('page', pageId, 'page')
  const entries = await db
    .selectFrom('content_entries')
    .selectAll()
    .where('page_id', '=', pageId)
    .orderBy('position')
    .execute()
  const texts = await entryTextsOf(
    db,
    entries.map((entry) => entry.id),
  )
  return {
    page: {
      id: pageId,
      updatedAt: page.updated_at,
      texts: await pageTextsOf(db, pageId),
    },
    entries: entries.map((entry) => ({
      id: entry.id,
      propertyId: entry.property_id,
      startsOn: entry.starts_on,
      endsOn: entry.ends_on,
      publishedOn: entry.published_on,
      texts: texts.get(entry.id)!,
    })),
  }
}

/** An entry's days as a request gives them: a day, none (null), or unchanged (absent). */
interface EntryDates {
  startsOn?: string | null | undefined
  endsOn?: string | null | undefined
}

/** The columns of the days a request sets; those it leaves out stay as they are. */
const datesOf = ({ startsOn, endsOn }: EntryDates) => ({
  ...(startsOn === undefined ? {} : { starts_on: startsOn }),
  ...(endsOn === undefined ? {} : { ends_on: endsOn }),
})

/** An entry's days and texts, as the audit log keeps them before and after a change. */
async function entryAsLogged(db: Kysely<Database>, entryId: string) {
  const entry = await db
    .selectFrom('content_entries')
    .select(['starts_on', 'ends_on', 'property_id'])
    .where('id', '=', entryId)
    .executeTakeFirst()
  return {
    startsOn: entry?.starts_on ?? null,
    endsOn: entry?.ends_on ?? null,
    ...(await entryTextsOf(db, [entryId])).get(entryId),
  }
}

/** An entry's texts as rows, each language under its group's heading (`groups`, if any). */
export function entryTextRows(
  entryId: string,
  texts: readonly ({ language: Language } & EntryTexts)[],
  groups: readonly { language: string; group_name: string }[],
) {
  return texts.map(({ language, title, summary, body, facts }) => ({
    entry_id: entryId,
    language,
    group_name:
      groups.find((group) => group.language === language)?.group_name ?? '',
    title: title.trim(),
    summary: summary.trim(),
    body: body.trim(),
    facts: JSON.stringify(facts.map((fact) => fact.trim())),
  }))
}

/** A page's last change: what the site's caches and the admin's list show. */
async function touch(db: Kysely<Database>, pageId: string, at: string) {
  await db
    .updateTable('content_pages')
    .set({ updated_at: at })
    .where('id', '=', pageId)
    .execute()
}

/** POST admin/content-page: a page's heading, description and lead in all five languages. */
export async function saveContentPage(
  db: Kysely<Database>,
  admin: AdminVisit,
  {
    page: pageId,
    texts,
  }: { page: ContentPageId; texts: ({ language: Language } & PageTexts)[] },
  now: Date,
): Promise<{ page: ContentPageId; updatedAt: string }> {
  return inTransaction(db, async (trx) => {
    const page = await trx
      .selectFrom('content_pages')
      .select('id')
      .where('id', '=', pageId)
      .executeTakeFirst()
    if (!page) throw notFound('page', pageId, 'page')
    const before = await pageTextsOf(trx, pageId)
    await trx
      .deleteFrom('content_page_texts')
      .where('page_id', '=', pageId)
      .execute()
    await trx
      .insertInto('content_page_texts')
      .values(
        texts.map(({ language, title, description, intro }) => ({
          page_id: pageId,
          language,
          title: title.trim(),
          description: description.trim(),
          intro: intro.trim(),
        })),
      )
      .execute()
    const updatedAt = now.toISOString()
    await touch(trx, pageId, updatedAt)
    await recordAudit(
      trx,
      admin,
      {
        action: 'content_page_edited',
        entity: 'content_page',
        entityId: pageId,
        before,
        after: await pageTextsOf(trx, pageId),
      },
      now,
    )
    return { page: pageId, updatedAt }
  })
}

/** POST admin/content-entry: an entry's title, summary, text and facts in all five languages. */
export async function saveContentEntry(
  db: Kysely<Database>,
  admin: AdminVisit,
  {
    entryId,
    texts,
    ...dates
  }: {
    entryId: string
    texts: ({ language: Language } & EntryTexts)[]
  } & EntryDates,
  now: Date,
): Promise<{ entryId: string; page: ContentPageId; updatedAt: string }> {
  return inTransaction(db, async (trx) => {
    const entry = await trx
      .selectFrom('content_entries')
      .select(['id', 'page_id'])
      .where('id', '=', entryId)
      .executeTakeFirst()
    if (!entry) throw notFound('entry', entryId, 'entryId')
    const before = await entryAsLogged(trx, entryId)
    const days = datesOf(dates)
    if (Object.keys(days).length > 0)
      await trx
        .updateTable('content_entries')
        .set(days)
        .where('id', '=', entryId)
        .execute()
    const groups = await trx
      .selectFrom('content_entry_texts')
      .select(['language', 'group_name'])
      .where('entry_id', '=', entryId)
      .execute()
    await trx
      .deleteFrom('content_entry_texts')
      .where('entry_id', '=', entryId)
      .execute()
    await trx
      .insertInto('content_entry_texts')
      // The heading it is listed under stays as it was.
      .values(entryTextRows(entryId, texts, groups))
      .execute()
    const updatedAt = now.toISOString()
    await touch(trx, entry.page_id, updatedAt)
    await recordAudit(
      trx,
      admin,
      {
        action: 'content_entry_edited',
        entity: 'content_entry',
        entityId: entryId,
        before,
        after: await entryAsLogged(trx, entryId),
      },
      now,
    )
    return {
      entryId,
      page: entry.page_id as ContentPageId,
      updatedAt,
    }
  })
}
