import { useEffect, useId, useRef } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'

/** The confirmation with the request's reference; focus moves to its heading so it is read out. */
export function RequestSent({
  title,
  text,
  requestId,
  onStartOver,
}: {
  title: string
  text: string
  requestId: string
  onStartOver: () => void
}) {
  const { t } = useTranslation('requests')
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section aria-labelledby={headingId} className="resort-requests__sent">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
      <p>
        <strong>{t('sent_reference', { requestId })}</strong>
      </p>
      <button
        type="button"
        className="resort-button resort-button--secondary"
        onClick={onStartOver}
      >
        {t('sent_another')}
      </button>
    </section>
  )
}
