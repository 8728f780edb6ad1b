import { DEFAULT_LANGUAGE, type Language } from '@resort/core'

/**
 * A page's hreflang alternates as absolute addresses: each language's own, and x-default, the
 * default language's (English), for visitors whose language is none of the five.
 */
export function hreflangLinks(
  alternates: Readonly<Record<Language, string>>,
  base: string,
): { hreflang: string; href: string }[] {
  return [
    ...Object.entries(alternates).map(([hreflang, path]) => ({
      hreflang,
      href: base + path,
    })),
    { hreflang: 'x-default', href: base + alternates[DEFAULT_LANGUAGE] },
  ]
}
