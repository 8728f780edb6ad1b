import type { Language } from '@resort/core'

/** Remembers the visitor's language for the next visit (SPEC 9 cookie current_lng). */
export function rememberLanguage(language: Language): void {
  document.cookie = `current_lng=${language}; path=/; max-age=31536000; SameSite=None; Secure`
}
