import type { Language } from '@resort/core'
import {
  MAX_FAVOURITES,
  type Favourite,
  type FavouriteChanged,
} from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem, invalidParam } from '#http/errors'
import type { Catalog } from '../catalog/catalogSnapshot'
import { propertyLink } from '../catalog/siteContent'

const unknownProperty = () =>
  invalidParam(
    'propertyId',
    'property_unknown',
    'There is no such property to keep as a favourite.',
  )

const tooMany = () =>
  new ApiProblem(
    409,
    'conflict',
    `You already keep ${MAX_FAVOURITES} favourites; remove one to add another.`,
    { propertyId: 'too_many_favourites' },
  )

/**
 * Keeps a property among the member's favourites; again changes nothing. An unknown property
 * and one more than MAX_FAVOURITES are refused, and nothing is stored.
 */
export async function addFavourite(
  db: Kysely<Database>,
  userId: string,
  propertyId: string,
  now: Date,
): Promise<FavouriteChanged> {
  await inTransaction(db, async (trx) => {
    // Locks the member's row (PostgreSQL), so that adds sent at once are counted one by one.
    await trx
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('adb2c_id', '=', userId)
      .execute()
    const property = await trx
      .selectFrom('properties')
      .select('id')
      .where('id', '=', propertyId)
      .executeTakeFirst()
    if (!property) throw unknownProperty()
    const favourites = await trx
      .selectFrom('favourites')
      .select('property_id')
      .where('user_id', '=', userId)
      .execute()
    if (favourites.some((row) => row.property_id === propertyId)) return
    if (favourites.length >= MAX_FAVOURITES) throw tooMany()
    await trx
      .insertInto('favourites')
      .values({
        user_id: userId,
        property_id: propertyId,
        created_at: now.toISOString(),
      })
      .execute()
  })
  return { propertyId, favourite: true }
}

/** Takes a property off the member's favourites; one that is not there changes nothing. */
export async function removeFavourite(
  db: Kysely<Database>,
  userId: string,
  propertyId: string,
): Promise<FavouriteChanged> {
  await db
    .deleteFrom('favourites')
    .where('user_id', '=', userId)
    .where('property_id', '=', propertyId)
    .execute()
  return { propertyId, favourite: false }
}

/**
 * The member's favourites, newest first, described in a language from the catalog snapshot. A
 * property newer than the snapshot is listed once the snapshot has caught up (30 s at most).
 */
export async function favouritesOf(
  db: Kysely<Database>,
  catalog: Catalog,
  userId: string,
  language: Language,
): Promise<Favourite[]> {
  const rows = await db
    .selectFrom('favourites')
    .select(['property_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('property_id')
    .execute()
  return rows.flatMap((row) => {
    const property = catalog.propertyById.get(row.property_id)
    if (!property) return []
    const link = propertyLink(catalog, property, language)
    return [
      {
        propertyId: link.propertyId,
        name: link.name,
        type: link.type,
        city: link.city,
        regionName: link.regionName,
        image: property.images[0] ?? '',
        href: link.href,
        addedAt: row.created_at,
      },
    ]
  })
}
