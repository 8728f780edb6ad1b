import type { MediaRemoval } from '@resort/core/staff'
import { useTranslation } from '../../platform/i18n/translation'
import { RemoveStep } from '../RemoveStep'

/** Deleting a photo asks once more; a failure is said and the photo stays. */
export function RemovePhoto({
  removal,
  mediaId,
  n,
  onRemoved,
}: {
  removal: MediaRemoval
  mediaId: string
  n: number
  onRemoved: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <RemoveStep
      removal={removal}
      draft={{ mediaId, name: String(n) }}
      isThis={(draft) => draft?.mediaId === mediaId}
      texts={{
        remove: t('media.remove', { n }),
        ask: t('media.remove_ask', { n }),
        confirm: t('media.remove_confirm', { n }),
        keep: t('media.remove_keep'),
        failed: t('media.remove_failed', { n }),
      }}
      className="admin-media-remove"
      onRemoved={onRemoved}
    />
  )
}
