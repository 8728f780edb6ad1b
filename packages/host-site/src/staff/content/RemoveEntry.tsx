import type { ContentEntryRemoval } from '@resort/core/staff'
import { useTranslation } from '../../platform/i18n/translation'
import { RemoveStep } from '../RemoveStep'

/**
 * Removing an entry asks once more; a failure is said and the entry stays. One removal serves
 * the page's entries (core's ContentEntryRemoval): the question is this entry's when it names it.
 */
export function RemoveEntry({
  removal,
  entryId,
  title,
  onRemoved,
}: {
  removal: ContentEntryRemoval
  entryId: string
  title: string
  onRemoved: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <RemoveStep
      removal={removal}
      draft={{ entryId, title }}
      isThis={(draft) => draft?.entryId === entryId}
      texts={{
        remove: t('content.remove', { heading: title }),
        ask: t('content.remove_ask', { heading: title }),
        confirm: t('content.remove_confirm', { heading: title }),
        keep: t('content.remove_keep'),
        failed: t('content.remove_failed'),
      }}
      className="admin-content-entry__remove"
      onRemoved={onRemoved}
    />
  )
}
