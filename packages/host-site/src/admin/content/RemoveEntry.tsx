import { useRef, useState } from 'react'
import { useTranslation } from '../../i18n/translation'

/** Removing an entry asks once more; a failure is said and the entry stays. */
export function RemoveEntry({
  title,
  remove,
}: {
  title: string
  /** Removes it on the server; throws when it could not. */
  remove: () => Promise<void>
}) {
  const { t } = useTranslation('admin')
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const confirm = useRef<HTMLButtonElement>(null)
  const start = useRef<HTMLButtonElement>(null)
  async function confirmRemoval() {
    if (busy) return
    setBusy(true)
    setFailed(false)
    try {
      await remove()
    } catch {
      setFailed(true)
      setBusy(false)
    }
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
              setAsking(false)
              requestAnimationFrame(() => start.current?.focus())
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
            setAsking(true)
            requestAnimationFrame(() => confirm.current?.focus())
          }}
        >
          {t('content.remove', { heading: title })}
        </button>
      )}
    </div>
  )
}
