import type { ReactNode } from 'react'
import { PageWithTexts } from '../../../platform/i18n/PageWithTexts'
import { accountTextsFor } from '../accountTexts'

const TEXTS = [accountTextsFor]

/** An account page: waits (Suspense) for the account texts in the page's language, then titles the tab. */
export function AccountPage({
  titleKey,
  children,
}: {
  /** The key of the page's title in the account texts. */
  titleKey: string
  children: ReactNode
}) {
  return (
    <PageWithTexts texts={TEXTS} namespace="account" titleKey={titleKey}>
      {children}
    </PageWithTexts>
  )
}
