import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ClientOnly } from './ClientOnly'

/** A flow of the widget on a site page: rendered by the browser, "Loading…" until then. */
export function Island({
  children,
}: {
  /** Called in the browser only, so nothing in it runs on the server. */
  children: () => ReactNode
}) {
  const { t } = useTranslation()
  return (
    <ClientOnly fallback={<p className="island-loading">{t('loading')}</p>}>
      {children}
    </ClientOnly>
  )
}
