import type { MediaTable } from '#db/schema'

/** A photo's address on the site: its crop around the focal point, renamed by each new crop. */
export const photoSrc = (photo: Pick<MediaTable, 'id' | 'revision'>) =>
  `/media/photos/${photo.id}/${photo.revision}.jpg`
