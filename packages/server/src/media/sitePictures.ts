import { LANGUAGES, type Language } from '@resort/core'
import type { Picture } from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database, Landscape, MediaOwnerKind } from '#db/schema'
import { illustrationAlt } from './illustrationAlt'
import { photoSrc } from './photoSrc'

/** A picture of the catalog: its address and its texts by language. */
export interface CatalogPicture {
  src: string
  texts: Map<string, { alt: string; caption: string }>
}

/** The published photos by owner (`property:vala-krk`), each owner's in staff's order. */
type PublishedPhotos = Map<string, CatalogPicture[]>

export const ownerKey = (kind: MediaOwnerKind, id: string) => `${kind}:${id}`

/**
 * Every photo on the site: those whose alt text is written in all five languages (issue 33), in
 * staff's order. Read with the catalog, so pages never wait on it.
 */
export async function loadPublishedPhotos(
  db: Kysely<Database>,
): Promise<PublishedPhotos> {
  const [rows, texts] = await Promise.all([
    db
      .selectFrom('media')
      .select(['id', 'owner_kind', 'owner_id', 'revision'])
      .orderBy('owner_kind')
      .orderBy('owner_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('media_texts').selectAll().execute(),
  ])
  const textsById = new Map<string, CatalogPicture['texts']>()
  for (const text of texts) {
    const byLanguage = textsById.get(text.media_id) ?? new Map()
    byLanguage.set(text.language, { alt: text.alt, caption: text.caption })
    textsById.set(text.media_id, byLanguage)
  }
  const photos: PublishedPhotos = new Map()
  for (const row of rows) {
    const byLanguage = textsById.get(row.id) ?? new Map()
    const published = LANGUAGES.every(
      (language) => (byLanguage.get(language)?.alt ?? '') !== '',
    )
    if (!published) continue
    const key = ownerKey(row.owner_kind, row.owner_id)
    photos.set(key, [
      ...(photos.get(key) ?? []),
      { src: photoSrc(row), texts: byLanguage },
    ])
  }
  return photos
}

/**
 * An owner's pictures: its published photos, or, only where it has none, its generated
 * illustrations with an alt text that says what they are and where (the seed's pictures).
 */
export function ownerPictures(
  photos: CatalogPicture[] | undefined,
  generated: readonly string[],
  place: string,
  landscape: Landscape,
): CatalogPicture[] {
  if (photos?.length) return photos
  return generated.map((src) => ({
    src,
    texts: new Map(
      LANGUAGES.map((language) => [
        language,
        { alt: illustrationAlt(language, place, landscape), caption: '' },
      ]),
    ),
  }))
}

/** The pictures in a language (English where a text is missing). */
export const picturesIn = (
  pictures: readonly CatalogPicture[],
  language: Language,
): Picture[] =>
  pictures.map(({ src, texts }) => ({
    src,
    ...(texts.get(language) ?? texts.get('en') ?? { alt: '', caption: '' }),
  }))
