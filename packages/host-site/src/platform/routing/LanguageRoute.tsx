import { DEFAULT_LANGUAGE, toLanguage } from '@resort/core'
import { useEffect, useMemo, useState } from 'react'
import { Outlet, useLocation, useParams } from 'react-router'
import { useSiteTexts } from '../i18n/siteTexts'
import { createSiteI18n, SiteTranslations } from '../i18n/translation'
import { Redirect } from '../ssr'
import { languagePath } from './paths'
import { rememberLanguage } from './rememberLanguage'

/** Takes the language from the URL and gives it to the page; unknown ones go to English. */
export function LanguageRoute() {
  const { lang } = useParams()
  const { pathname } = useLocation()
  const language = toLanguage(lang)
  const valid = language !== undefined && language === lang
  // The page's language only: the browser loads no other (issue 15). While another language's
  // texts load after a client navigation, the page keeps the last language's for that moment.
  const texts = useSiteTexts(language ?? DEFAULT_LANGUAGE)
  const current = useMemo(
    () => texts && createSiteI18n(language ?? DEFAULT_LANGUAGE, texts),
    [texts, language],
  )
  const [last, setLast] = useState(current)
  if (current && current !== last) setLast(current)
  const i18n = current ?? last

  useEffect(() => {
    if (!language || !valid) return
    document.documentElement.lang = language
    rememberLanguage(language)
  }, [language, valid])

  if (!valid) return <Redirect to={languagePath(pathname, language ?? 'en')} />
  if (!i18n) return null
  return (
    <SiteTranslations i18n={i18n}>
      <Outlet />
    </SiteTranslations>
  )
}
