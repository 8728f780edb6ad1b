import { newsletterSubscriptionRequestSchema } from '../api/newsletter'
import type { NewsletterSource } from '../api/newsletter'
import type { Language } from '../i18n/languages'

/**
 * The sign-up's request, checked. Apart from the flow, which loads it with the first sign-up:
 * the form sits in every page's footer, and the page need not wait for zod (issue 15).
 */
export const subscriptionRequest = (
  email: string,
  language: Language,
  source: NewsletterSource,
): ReturnType<typeof newsletterSubscriptionRequestSchema.safeParse> =>
  newsletterSubscriptionRequestSchema.safeParse({
    email,
    lang: language,
    source,
  })
