import { reading, text, whole, type Describe } from './auditReading'
import type { Say } from './auditSay'

const OWNER_KINDS = ['property', 'unit_type', 'content_page'] as const

// `property:vala-krk` or the ownerKind and ownerId of a photo's values, in words.
function ownerOf(kind: unknown, id: unknown, say: Say): string | undefined {
  const [ownerKind, ownerId] = [text(kind), text(id)]
  if (!ownerId || !OWNER_KINDS.some((known) => known === ownerKind))
    return undefined
  return say.t(`audit.media_owner.${ownerKind}`, { id: ownerId })
}

const mediaUploaded: Describe = (_entry, _before, after, say) => {
  const owner = ownerOf(after.ownerKind, after.ownerId, say)
  const [width, height] = [whole(after.width), whole(after.height)]
  return owner && width !== undefined && height !== undefined
    ? reading(say.t('audit.say.media_uploaded', { owner, width, height }))
    : undefined
}

const mediaSaved: Describe = (_entry, before, after, say) => {
  const owner = ownerOf(after.ownerKind ?? before.ownerKind, after.ownerId, say)
  if (!owner) return undefined
  return reading(
    say.t(
      after.published === true
        ? 'audit.say.media_saved_published'
        : 'audit.say.media_saved_unpublished',
      { owner },
    ),
  )
}

const mediaReordered: Describe = ({ entityId }, _before, _after, say) => {
  const [kind, ...id] = entityId.split(':')
  const owner = ownerOf(kind, id.join(':'), say)
  return owner
    ? reading(say.t('audit.say.media_reordered', { owner }))
    : undefined
}

const mediaRemoved: Describe = (_entry, before, _after, say) => {
  const owner = ownerOf(before.ownerKind, before.ownerId, say)
  return owner
    ? reading(say.t('audit.say.media_removed', { owner }))
    : undefined
}

/** The media library's changes (issue 33) as staff would say them. */
export const MEDIA_SENTENCES: Record<string, Describe> = {
  media_uploaded: mediaUploaded,
  media_saved: mediaSaved,
  media_reordered: mediaReordered,
  media_removed: mediaRemoved,
}
