import i18next, { type i18n, type Resource } from 'i18next'
import { DEFAULT_LANGUAGE, resolveLanguage } from './languages'

/**
 * A fresh i18next instance with bundled resources, ready at once. One per mounted UI, so that
 * two widgets in two languages on one page never switch each other's language.
 */
export function createI18n(
  resources: Resource,
  defaultNamespace: string,
  language: string | undefined,
): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: resolveLanguage(language),
    fallbackLng: DEFAULT_LANGUAGE,
    // i18next keeps the object it is given and adds lazily loaded namespaces to it: each instance
    // gets its own languages, so one never sees another's namespaces through a shared module.
    resources: Object.fromEntries(
      Object.entries(resources).map(([lng, bundles]) => [lng, { ...bundles }]),
    ),
    // The namespaces of the language given: a page may hold its own language only.
    ns: Object.keys(
      resources[resolveLanguage(language)] ?? resources[DEFAULT_LANGUAGE] ?? {},
    ),
    defaultNS: defaultNamespace,
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}
