import { useEffect } from 'react'
import { useTranslation } from '../i18n/translation'
import { useServerPage } from '../ssr'

/**
 * The tab's title: the page's own, then the brand, in the visitor's language (`branded: false`
 * when the title names the brand itself). On the server it goes into the page's head.
 */
export function useDocumentTitle(
  title: string,
  { branded = true }: { branded?: boolean } = {},
): void {
  const { t } = useTranslation()
  const full = branded ? `${title} – ${t('brand')}` : title
  useServerPage()?.say({ title: full })
  useEffect(() => {
    document.title = full
  }, [full])
}
