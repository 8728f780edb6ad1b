import { use, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import '../../styles/account.css'
import '../../styles/profile.css'
import { accountTextsFor } from '../../account/accountTexts'
import { useDocumentTitle } from '../../layout/useDocumentTitle'
import { loyaltyTextsFor } from '../loyaltyTexts'

function Titled({
  titleKey,
  children,
}: {
  titleKey: string
  children: ReactNode
}) {
  const { t } = useTranslation('loyalty')
  useDocumentTitle(t(titleKey))
  return children
}

/**
 * A club page: waits (Suspense) for the club's texts and the account forms' texts in the page's
 * language, then titles the tab.
 */
export function ClubFrame({
  titleKey,
  children,
}: {
  /** The key of the page's title in the club's texts. */
  titleKey: string
  children: ReactNode
}) {
  const { i18n } = useTranslation()
  use(accountTextsFor(i18n))
  use(loyaltyTextsFor(i18n))
  return <Titled titleKey={titleKey}>{children}</Titled>
}
