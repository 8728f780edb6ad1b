import { use, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../../layout/useDocumentTitle'
import { accountTextsFor } from '../accountTexts'

function Titled({
  titleKey,
  children,
}: {
  titleKey: string
  children: ReactNode
}) {
  const { t } = useTranslation('account')
  useDocumentTitle(t(titleKey))
  return children
}

/** An account page: waits (Suspense) for the account texts in the page's language, then titles the tab. */
export function AccountPage({
  titleKey,
  children,
}: {
  /** The key of the page's title in the account texts. */
  titleKey: string
  children: ReactNode
}) {
  const { i18n } = useTranslation()
  use(accountTextsFor(i18n))
  return <Titled titleKey={titleKey}>{children}</Titled>
}
