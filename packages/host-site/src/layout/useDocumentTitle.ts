import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** The tab's title: the page's own, then the brand, in the visitor's language. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation()
  const brand = t('brand')
  useEffect(() => {
    document.title = `${title} – ${brand}`
  }, [title, brand])
}
