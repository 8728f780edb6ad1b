import { texts as de } from './texts/de'
import { texts as en } from './texts/en'
import { texts as hr } from './texts/hr'
import { texts as it } from './texts/it'
import { texts as sl } from './texts/sl'

/**
 * The host site's base namespaces in every language; English is the source. The server's
 * renderer and the tests hold them all; the browser loads its page's language only (siteTexts).
 */
export const siteResources = { en, de, it, hr, sl } as const
