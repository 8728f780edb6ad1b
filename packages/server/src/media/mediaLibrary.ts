import { randomUUID } from 'node:crypto'
import { LANGUAGES, type Language } from '@resort/core'
import {
  MEDIA_LIMITS,
  type AdminMedia,
  type MediaItem,
  type MediaOwner,
  type MediaSave,
} from '@resort/core/api'
import { isContentPage } from '@resort/core/site'
import type { Kysely, Selectable } from 'kysely'
import type { Database, MediaTable } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { ApiProblem, notFound } from '#http/errors'
import type { AdminVisit } from '../admin/adminVisit'
import { recordAudit } from '../admin/auditLog'
import type { Catalog } from '../catalog/catalogSnapshot'
import type { PhotoFile } from './photoFile'
import { photoSrc } from './photoSrc'
import type { PhotoStore } from './photoStore'

type MediaRow = Selectable<MediaTable>
type Texts = MediaItem['texts']

/** On the site once its alt text is written in every language (issue 33). */
const isPublished = (texts: Texts) =>
  LANGUAGES.every((language) => texts[language].alt.trim() !== '')

/** Refuses an owner the catalog (or the site's content pages) does not have. */
export function checkOwner(
  catalog: Catalog,
  { ownerKind, ownerId }: MediaOwner,
) {
  const known =
    ownerKind === 'property'
      ? catalog.propertyById.has(ownerId)
      : ownerKind === 'unit_type'
        ? catalog.properties.some((property) =>
            property.unitTypes.some((unit) => unit.id === ownerId),
          )
        : isContentPage(ownerId)
  if (!known) throw notFound(ownerKind.replace('_', ' '), ownerId, 'ownerId')
}

async function textsOf(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, Texts>> {
  const rows = ids.length
    ? await db
        .selectFrom('media_texts')
        .selectAll()
        .where('media_id', 'in', ids)
        .execute()
    : []
  return new Map(
    ids.map((id) => [
      id,
      Object.fromEntries(
        LANGUAGES.map((language) => {
          const row = rows.find(
            (text) => text.media_id === id && text.language === language,
          )
          return [
            language,
            { alt: row?.alt ?? '', caption: row?.caption ?? '' },
          ]
        }),
      ) as Texts,
    ]),
  )
}

function itemOf(row: MediaRow, texts: Texts): MediaItem {
  return {
    mediaId: row.id,
    ownerKind: row.owner_kind,
    ownerId: row.owner_id,
    position: row.position,
    focalX: Number(row.focal_x),
    focalY: Number(row.focal_y),
    width: row.width,
    height: row.height,
    src: photoSrc(row),
    texts,
    published: isPublished(texts),
    createdAt: row.created_at,
  }
}

const ownerRows = (db: Kysely<Database>, { ownerKind, ownerId }: MediaOwner) =>
  db
    .selectFrom('media')
    .selectAll()
    .where('owner_kind', '=', ownerKind)
    .where('owner_id', '=', ownerId)
    .orderBy('position')
    .execute()

/** GET admin/media: an owner's photos in the site's order, published or not. */
export async function ownerMedia(
  db: Kysely<Database>,
  owner: MediaOwner,
): Promise<AdminMedia> {
  const rows = await ownerRows(db, owner)
  const texts = await textsOf(
    db,
    rows.map((row) => row.id),
  )
  return {
    ...owner,
    items: rows.map((row) => itemOf(row, texts.get(row.id)!)),
  }
}

async function photoRow(db: Kysely<Database>, mediaId: string) {
  const row = await db
    .selectFrom('media')
    .selectAll()
    .where('id', '=', mediaId)
    .executeTakeFirst()
  if (!row) throw notFound('photo', mediaId, 'mediaId')
  return row
}

/** One photo, as admin/media lists it. */
async function mediaItem(db: Kysely<Database>, mediaId: string) {
  const row = await photoRow(db, mediaId)
  return itemOf(row, (await textsOf(db, [row.id])).get(row.id)!)
}

/**
 * POST admin/media/upload: a checked photo kept on disk and listed last of its owner's, its texts
 * empty (off the site until staff write its alt text), focused on its middle.
 */
export async function addPhoto(
  db: Kysely<Database>,
  store: PhotoStore,
  admin: AdminVisit,
  owner: MediaOwner,
  photo: PhotoFile,
  now: Date,
): Promise<MediaItem> {
  const id = randomUUID()
  await store.keep({ id, format: photo.format }, photo.body)
  try {
    await inTransaction(db, async (trx) => {
      const rows = await ownerRows(trx, owner)
      if (rows.length >= MEDIA_LIMITS.perOwner)
        throw new ApiProblem(
          409,
          'conflict',
          `At most ${MEDIA_LIMITS.perOwner} photos per page.`,
          { file: 'too_many_photos' },
        )
      const row = {
        id,
        owner_kind: owner.ownerKind,
        owner_id: owner.ownerId,
        position: Math.max(0, ...rows.map((r) => r.position)) + 1,
        focal_x: 0.5,
        focal_y: 0.5,
        width: photo.width,
        height: photo.height,
        format: photo.format,
        revision: 1,
        created_at: now.toISOString(),
        created_by: admin.user.email,
      }
      await trx.insertInto('media').values(row).execute()
      await trx
        .insertInto('media_texts')
        .values(
          LANGUAGES.map((language) => ({
            media_id: id,
            language,
            alt: '',
            caption: '',
          })),
        )
        .execute()
      await recordAudit(
        trx,
        admin,
        {
          action: 'media_uploaded',
          entity: 'media',
          entityId: id,
          before: null,
          after: { ...owner, width: photo.width, height: photo.height },
        },
        now,
      )
    })
  } catch (error) {
    await store.remove(id)
    throw error
  }
  return mediaItem(db, id)
}

/** A photo's focal point and texts as the audit log keeps them. */
const logged = (item: MediaItem) => ({
  ownerKind: item.ownerKind,
  ownerId: item.ownerId,
  focalX: item.focalX,
  focalY: item.focalY,
  ...item.texts,
})

/** POST admin/media/save: focal point and texts; a new focal point is a new crop (and address). */
export async function savePhoto(
  db: Kysely<Database>,
  store: PhotoStore,
  admin: AdminVisit,
  { mediaId, focalX, focalY, texts }: MediaSave,
  now: Date,
): Promise<MediaItem> {
  const saved = await inTransaction(db, async (trx) => {
    const before = await mediaItem(trx, mediaId)
    const moved = before.focalX !== focalX || before.focalY !== focalY
    const row = await photoRow(trx, mediaId)
    await trx
      .updateTable('media')
      .set({
        focal_x: focalX,
        focal_y: focalY,
        revision: moved ? row.revision + 1 : row.revision,
      })
      .where('id', '=', mediaId)
      .execute()
    await trx
      .deleteFrom('media_texts')
      .where('media_id', '=', mediaId)
      .execute()
    await trx
      .insertInto('media_texts')
      .values(
        texts.map(({ language, alt, caption }) => ({
          media_id: mediaId,
          language: language as Language,
          alt: alt.trim(),
          caption: caption.trim(),
        })),
      )
      .execute()
    const after = await mediaItem(trx, mediaId)
    await recordAudit(
      trx,
      admin,
      {
        action: 'media_saved',
        entity: 'media',
        entityId: mediaId,
        before: logged(before),
        after: { ...logged(after), published: after.published },
      },
      now,
    )
    return { after, revision: moved ? row.revision + 1 : undefined }
  })
  if (saved.revision !== undefined)
    await store.dropCropsBefore({ id: mediaId, revision: saved.revision })
  return saved.after
}

/** POST admin/media/reorder: the owner's photos in a new order, every one of them named once. */
export async function reorderPhotos(
  db: Kysely<Database>,
  admin: AdminVisit,
  { mediaIds, ...owner }: MediaOwner & { mediaIds: string[] },
  now: Date,
): Promise<AdminMedia> {
  await inTransaction(db, async (trx) => {
    const rows = await ownerRows(trx, owner)
    const current = rows.map((row) => row.id)
    const same =
      mediaIds.length === current.length &&
      new Set(mediaIds).size === current.length &&
      mediaIds.every((id) => current.includes(id))
    if (!same)
      throw new ApiProblem(
        409,
        'conflict',
        'The list changed meanwhile; read it again.',
        { mediaIds: 'stale_list' },
      )
    for (const [index, id] of mediaIds.entries())
      await trx
        .updateTable('media')
        .set({ position: index + 1 })
        .where('id', '=', id)
        .execute()
    await recordAudit(
      trx,
      admin,
      {
        action: 'media_reordered',
        entity: 'media_owner',
        entityId: `${owner.ownerKind}:${owner.ownerId}`,
        before: { order: current },
        after: { order: mediaIds },
      },
      now,
    )
  })
  return ownerMedia(db, owner)
}

/** POST admin/media/remove: the photo's row, texts and files go; the rest close up. */
export async function removePhoto(
  db: Kysely<Database>,
  store: PhotoStore,
  admin: AdminVisit,
  mediaId: string,
  now: Date,
): Promise<{ mediaId: string }> {
  await inTransaction(db, async (trx) => {
    const before = await mediaItem(trx, mediaId)
    await trx
      .deleteFrom('media_texts')
      .where('media_id', '=', mediaId)
      .execute()
    await trx.deleteFrom('media').where('id', '=', mediaId).execute()
    const rest = await ownerRows(trx, before)
    for (const [index, row] of rest.entries())
      if (row.position !== index + 1)
        await trx
          .updateTable('media')
          .set({ position: index + 1 })
          .where('id', '=', row.id)
          .execute()
    await recordAudit(
      trx,
      admin,
      {
        action: 'media_removed',
        entity: 'media',
        entityId: mediaId,
        before: logged(before),
        after: null,
      },
      now,
    )
  })
  await store.remove(mediaId)
  return { mediaId }
}
