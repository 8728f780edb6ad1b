import { DEFAULT_LANGUAGE, LANGUAGES } from './languages'

type Tree = { [key: string]: string | Tree }
type Resources = Record<string, Record<string, unknown>>

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value
    else Object.assign(out, flatten(value, `${prefix}${key}.`))
  }
  return out
}

/**
 * Lists what is wrong with a set of translations (resources[language][namespace]): keys missing
 * or extra against English, empty strings, and plural forms a language's rules need but lack.
 */
export function findTranslationProblems(resources: Resources): string[] {
  const problems: string[] = []
  const source = resources[DEFAULT_LANGUAGE] ?? {}
  for (const [namespace, sourceTree] of Object.entries(source)) {
    const sourceKeys = Object.keys(flatten(sourceTree as Tree))
    const bases = new Set(
      sourceKeys.map((key) => key.replace(PLURAL_SUFFIX, '')),
    )
    const pluralBases = new Set(
      sourceKeys
        .filter((key) => key.endsWith('_other'))
        .map((key) => key.slice(0, -6)),
    )
    for (const language of LANGUAGES) {
      const tree = resources[language]?.[namespace] as Tree | undefined
      if (!tree) {
        problems.push(`${language}/${namespace}: namespace missing`)
        continue
      }
      const entries = flatten(tree)
      const keys = new Set(Object.keys(entries))
      const categories = new Intl.PluralRules(language).resolvedOptions()
        .pluralCategories
      for (const base of bases) {
        const forms = pluralBases.has(base)
          ? categories.map((c) => `${base}_${c}`)
          : [base]
        for (const key of forms) {
          if (!keys.has(key))
            problems.push(`${language}/${namespace}: ${key} missing`)
        }
      }
      for (const [key, value] of Object.entries(entries)) {
        if (!bases.has(key.replace(PLURAL_SUFFIX, ''))) {
          problems.push(`${language}/${namespace}: ${key} is not in English`)
        } else if (!value.trim())
          problems.push(`${language}/${namespace}: ${key} is empty`)
      }
    }
  }
  return problems
}
