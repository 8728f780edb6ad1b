import { resolveLanguage } from '@resort/core/i18n'
import { loadTexts } from '../i18n/flowTexts'
import { searchResources } from '../i18n/searchResources'

/**
 * Loads the search's texts in a language, so that a host page rendering the search on its
 * server, and hydrating it, shows it at once in that language (the widget otherwise shows it
 * once they have loaded).
 */
export const loadSearchTexts = (lang: string | undefined): Promise<void> =>
  loadTexts(searchResources, resolveLanguage(lang))
