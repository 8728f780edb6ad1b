import { ResortCallbackRequest } from '@resort/widget/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** /{lang}/call-back: the callback-request form. */
export function CallbackRequestPage() {
  const { t, i18n } = useTranslation()
  useEffect(() => {
    document.title = `${t('callback_request_title')} – ${t('brand')}`
  }, [t])
  return (
    <div>
      <h1>{t('callback_request_title')}</h1>
      <ResortCallbackRequest lang={i18n.language} />
    </div>
  )
}
