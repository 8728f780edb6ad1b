import { resolveLanguage } from '@resort/core'
import { siteResources } from '../platform/i18n/resources'
import { createSiteI18n, type SiteI18n } from '../platform/i18n/translation'

/** A page's texts in a language, as LanguageRoute gives them, for a component test. */
export const siteI18n = (language: string): SiteI18n =>
  createSiteI18n(language, siteResources[resolveLanguage(language)])
