import { use } from 'react'
import type en from '../i18n/locales/en/seo.json'
import { useTranslation } from '../i18n/translation'
import { useServerPage } from '../ssr'
import { seoTextsFor } from './seoTexts'

export type DescriptionKey = keyof typeof en

/**
 * The page's description for search engines and link previews (issue 15: one per page and
 * language), from the `seo` texts. Only the server writes a page's head, so only the server loads
 * them; the browser does nothing here.
 */
export function usePageDescription(
  key: DescriptionKey | undefined,
  values: Record<string, string> = {},
): void {
  const server = useServerPage()
  const { i18n } = useTranslation()
  if (!server || !key) return
  use(seoTextsFor(i18n))
  server.say({ description: i18n.t(key, { ns: 'seo', ...values }) })
}
