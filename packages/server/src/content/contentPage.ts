import type { Language } from '@resort/core'
import type { ContentEntry, ContentPage } from '@resort/core/api'
import type { ContentPageId } from '@resort/core/site'
import type { IsoDate } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Catalog } from '../catalog/catalogSnapshot'
import { propertyLink } from '../catalog/siteContent'
import type { Database } from '../db/schema'
import { ApiProblem } from '../http/errors'
import { picturesIn } from '../media/sitePictures'

interface EntryDetails {
  ratePlanId?: string
  capacity?: NonNullable<ContentEntry['capacity']>
}

/**
 * A content page in a language, with its entries in order. An entry whose last day has passed
 * (an event, an offer's validity) is no longer shown.
 */
export async function readContentPage(
  db: Kysely<Database>,
  catalog: Catalog,
  pageId: ContentPageId,
  language: Language,
  today: IsoDate,
): Promise<ContentPage> {
  const page = await db
    .selectFrom('content_pages as p')
    .innerJoin('content_page_texts as t', 't.page_id', 'p.id')
    .select(['p.id', 'p.updated_at', 't.title', 't.description', 't.intro'])
    .where('p.id', '=', pageId)
    .where('t.language', '=', language)
    .executeTakeFirst()
  if (!page) throw new ApiProblem(404, 'not_found', 'There is no such page.')
  const rows = await db
    .selectFrom('content_entries as e')
    .innerJoin('content_entry_texts as t', 't.entry_id', 'e.id')
    .selectAll('e')
    .select(['t.group_name', 't.title', 't.summary', 't.body', 't.facts'])
    .where('e.page_id', '=', pageId)
    .where('t.language', '=', language)
    .where((eb) =>
      eb.or([eb('e.ends_on', 'is', null), eb('e.ends_on', '>=', today)]),
    )
    .orderBy('e.position')
    .execute()
  const properties = new Map(
    catalog.properties.map((property) => [property.id, property]),
  )
  return {
    page: {
      id: pageId,
      title: page.title,
      description: page.description,
      intro: page.intro,
      updatedAt: page.updated_at,
      pictures: picturesIn(catalog.contentPictures.get(pageId) ?? [], language),
    },
    entries: rows.map((row) => {
      const details = JSON.parse(row.details) as EntryDetails
      const property = row.property_id
        ? properties.get(row.property_id)
        : undefined
      const link = property
        ? propertyLink(catalog, property, language)
        : undefined
      const rate = property?.ratePlans.find(
        (candidate) => candidate.id === details.ratePlanId,
      )
      return {
        id: row.id,
        property: link
          ? { propertyId: link.propertyId, name: link.name, href: link.href }
          : null,
        group: row.group_name,
        title: row.title,
        summary: row.summary,
        body: row.body,
        facts: JSON.parse(row.facts) as string[],
        startsOn: row.starts_on,
        endsOn: row.ends_on,
        publishedOn: row.published_on,
        ratePlanId: details.ratePlanId ?? null,
        minNights: rate?.min_nights ?? null,
        capacity: details.capacity ?? null,
      }
    }),
  }
}
