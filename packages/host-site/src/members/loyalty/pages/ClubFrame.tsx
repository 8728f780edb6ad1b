import type { ReactNode } from 'react'
import '../../../platform/styles/account.css'
import '../../../platform/styles/profile.css'
import { PageWithTexts } from '../../../platform/i18n/PageWithTexts'
import { accountTextsFor } from '../../account/accountTexts'
import { loyaltyTextsFor } from '../loyaltyTexts'

// The club's pages share the account forms (their error summary reads the account texts).
const TEXTS = [accountTextsFor, loyaltyTextsFor]

/** A club page: waits (Suspense) for its texts in the page's language, then titles the tab. */
export function ClubFrame({
  titleKey,
  children,
}: {
  /** The key of the page's title in the club's texts. */
  titleKey: string
  children: ReactNode
}) {
  return (
    <PageWithTexts texts={TEXTS} namespace="loyalty" titleKey={titleKey}>
      {children}
    </PageWithTexts>
  )
}
