import { ResortCallbackRequest } from '@resort/widget/react'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { usePageDescription } from '../../platform/seo/usePageDescription'
import { Island } from '../../platform/ssr'

/** /{lang}/call-back: the callback-request form. */
export function CallbackRequestPage() {
  const { t, i18n } = useTranslation()
  useDocumentTitle(t('callback_request_title'))
  usePageDescription('call_back')
  return (
    <div>
      <h1>{t('callback_request_title')}</h1>
      <Island>{() => <ResortCallbackRequest lang={i18n.language} />}</Island>
    </div>
  )
}
