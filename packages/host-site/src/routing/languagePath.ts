import type { Language } from '@resort/core'

/** The same page in another language: the first path segment is the language. */
export function languagePath(pathname: string, language: Language): string {
  const rest = pathname.replace(/^\/[^/]*/, '')
  return `/${language}${rest}`
}

/** Remembers the visitor's language for the next visit (SPEC 9 cookie current_lng). */
export function rememberLanguage(language: Language): void {
  document.cookie = `current_lng=${language}; path=/; max-age=31536000; SameSite=None; Secure`
}
