import { LANGUAGES, type Language } from '@resort/core'
import { pathInLanguage } from '@resort/core/site'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'

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
