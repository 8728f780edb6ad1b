import { LANGUAGES, type Language } from '@resort/core'
import { pathInLanguage } from '@resort/core/site'
import { Link, useLocation } from 'react-router'
import { loadSiteTexts } from '../i18n/siteTexts'
import { useTranslation } from '../i18n/translation'

// Each language is named in itself, so that a visitor can find their own.
const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  it: 'Italiano',
  hr: 'Hrvatski',
  sl: 'Slovenščina',
}

/** Links to the current page in every language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const { pathname, search } = useLocation()
  return (
    <nav
      aria-label={t('language_switcher_label')}
      className="language-switcher"
    >
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Link
              to={pathInLanguage(pathname, language) + search}
              lang={language}
              hrefLang={language}
              aria-current={i18n.language === language ? 'true' : undefined}
              // The language's texts start loading as the visitor points at or tabs to it, so
              // the page usually opens in it at once (the browser loads one language up front).
              onPointerEnter={() => void loadSiteTexts(language)}
              onFocus={() => void loadSiteTexts(language)}
            >
              <abbr title={NATIVE_NAMES[language]} aria-hidden="true">
                {language.toUpperCase()}
              </abbr>
              <span className="visually-hidden">{NATIVE_NAMES[language]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
