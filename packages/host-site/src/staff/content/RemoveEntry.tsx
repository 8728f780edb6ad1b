import type { ContentEntryRemoval } from '@resort/core/staff'
import { useRef } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'

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
  const mine = useStore(removal, (state) => state.draft.entryId === entryId)
  const asking = useStore(removal, (state) => state.asking) && mine
  const busy = useStore(removal, (state) => state.busy) && mine
  const failed = useStore(removal, (state) => !!state.problem) && mine
  const confirm = useRef<HTMLButtonElement>(null)
  const start = useRef<HTMLButtonElement>(null)
  const focusLater = (button: typeof start) =>
    requestAnimationFrame(() => button.current?.focus())
  async function confirmRemoval() {
    if (await removal.getState().remove()) onRemoved()
    else focusLater(start)
  }
  return (
    <div className="admin-content-entry__remove">
      <div role="alert">
        {failed ? (
          <p className="admin-error">{t('content.remove_failed')}</p>
        ) : null}
      </div>
      {asking ? (
        <p>
          {t('content.remove_ask', { heading: title })}{' '}
          <button
            ref={confirm}
            type="button"
            className="account-button account-button--danger"
            aria-disabled={busy || undefined}
            onClick={() => void confirmRemoval()}
          >
            {t('content.remove_confirm', { heading: title })}
          </button>{' '}
          <button
            type="button"
            className="account-button account-button--secondary"
            onClick={() => {
              removal.getState().cancel()
              focusLater(start)
            }}
          >
            {t('content.remove_keep')}
          </button>
        </p>
      ) : (
        <button
          ref={start}
          type="button"
          className="account-button account-button--secondary"
          onClick={() => {
            removal.getState().ask({ entryId, title })
            focusLater(confirm)
          }}
        >
          {t('content.remove', { heading: title })}
        </button>
      )}
    </div>
  )
}
