import { DEFAULT_LANGUAGE, resolveLanguage, type Language } from './languages'

type Messages = { [key: string]: string | Messages }
export type TranslationResources = Record<string, Record<string, Messages>>
export type TranslateOptions = Record<string, string | number | undefined> & {
  count?: number
  /** Shown (filled) when no key has a text; without it, the key itself. */
  defaultValue?: string
}

export interface Translator {
  language: Language
  /**
   * The text for a key (dotted for nested keys), with {{var}} filled and the plural form for
   * `count`; given several keys, the first that has a text.
   */
  t(key: string | readonly string[], options?: TranslateOptions): string
}

function lookup(
  messages: Messages | undefined,
  path: string,
): string | undefined {
  let node: string | Messages | undefined = messages
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * A translator over the same JSON files as i18next (flat or nested keys, `_one`/`_few`/... plural
 * forms by Intl.PluralRules, `{{var}}` interpolation, English as fallback) in a few hundred
 * bytes, for the widget's script-tag bundle and the site (decisions 008 and 031), where i18next
 * alone would cost 16 KB gzip. A namespace's texts are looked up when a key is asked for, so
 * texts added to `resources` later are found.
 */
export function createTranslator(
  resources: TranslationResources,
  namespace: string,
  requested: string | undefined,
): Translator {
  const language = resolveLanguage(requested)
  const plurals = new Intl.PluralRules(language)
  const find = (lang: string, key: string, count: number | undefined) => {
    const messages = resources[lang]?.[namespace]
    if (count !== undefined) {
      const category =
        lang === language
          ? plurals.select(count)
          : new Intl.PluralRules(lang).select(count)
      const plural =
        lookup(messages, `${key}_${category}`) ??
        lookup(messages, `${key}_other`)
      if (plural !== undefined) return plural
    }
    return lookup(messages, key)
  }
  return {
    language,
    t(key, options = {}) {
      const keys = typeof key === 'string' ? [key] : key
      let text: string | undefined
      for (const each of keys) {
        text =
          find(language, each, options.count) ??
          find(DEFAULT_LANGUAGE, each, options.count)
        if (text !== undefined) break
      }
      text ??= options.defaultValue ?? keys[keys.length - 1] ?? ''
      return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
        options[name] === undefined ? match : String(options[name]),
      )
    },
  }
}
