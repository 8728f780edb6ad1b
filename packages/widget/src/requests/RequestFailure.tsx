import { useEffect, useId, useRef } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'

/**
 * The request did not reach the desk (network, server): said plainly, focused so that it is read
 * out, with a retry that sends what the form holds, which is still everything the guest entered.
 */
export function RequestFailure({
  rateLimited,
  onRetry,
}: {
  rateLimited: boolean
  onRetry: () => void
}) {
  const { t } = useTranslation('requests')
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="resort-booking-error resort-requests__failure"
    >
      <h3 id={titleId}>{t('failed_title')}</h3>
      <p>{t(rateLimited ? 'failed_rate_limited' : 'failed_text')}</p>
      <button type="button" className="resort-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  )
}
