import { Suspense, type ReactNode } from 'react'
import { useTranslation } from '../i18n/translation'
import { ClientOnly } from './ClientOnly'

/** A flow of the widget on a site page: rendered by the browser, "Loading…" until then. */
export function Island({
  children,
  reserve,
}: {
  /** Called in the browser only, so nothing in it runs on the server. */
  children: () => ReactNode
  /** Which flow it is, so that its place keeps the flow's height (no layout shift). */
  reserve?: 'search'
}) {
  const { t } = useTranslation()
  const className = reserve
    ? `island-loading island-loading--${reserve}`
    : 'island-loading'
  const placeholder = <p className={className}>{t('loading')}</p>
  // A flow whose code loads on demand shows the same placeholder until it has arrived.
  return (
    <ClientOnly fallback={placeholder}>
      {() => <Suspense fallback={placeholder}>{children()}</Suspense>}
    </ClientOnly>
  )
}
