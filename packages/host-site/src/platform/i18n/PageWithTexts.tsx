import { use, type ReactNode } from 'react'
import { useDocumentTitle } from '../layout/useDocumentTitle'
import type { SiteI18n } from './translation'
import { useTranslation } from './translation'

function Titled({
  namespace,
  titleKey,
  children,
}: {
  namespace: string
  titleKey: string
  children: ReactNode
}) {
  const { t } = useTranslation(namespace)
  useDocumentTitle(t(titleKey))
  return children
}

/**
 * A page whose texts load with it (lazyTexts): waits (Suspense) for each namespace in the page's
 * language, then titles the tab from `namespace`.
 */
export function PageWithTexts({
  texts,
  namespace,
  titleKey,
  children,
}: {
  /** What adds each namespace the page reads (e.g. accountTextsFor). */
  texts: ReadonlyArray<(instance: SiteI18n) => Promise<void>>
  namespace: string
  /** The key of the page's title in `namespace`. */
  titleKey: string
  children: ReactNode
}) {
  const { i18n } = useTranslation()
  for (const load of texts) use(load(i18n))
  return (
    <Titled namespace={namespace} titleKey={titleKey}>
      {children}
    </Titled>
  )
}
