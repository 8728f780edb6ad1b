import type { AppContext } from '../appContext'
import type { NewsletterDeps } from './newsletterDeps'
import { createUnsubscribeTokens } from './unsubscribeTokens'

/** The newsletter's dependencies over the app's context; built once, in buildApp. */
export function createNewsletterDeps(
  context: Pick<
    AppContext,
    'db' | 'now' | 'mailer' | 'publicBaseUrl' | 'afterAnswer' | 'authKeys'
  >,
): NewsletterDeps {
  return {
    db: context.db,
    now: context.now,
    mailer: context.mailer,
    publicBaseUrl: context.publicBaseUrl,
    afterAnswer: context.afterAnswer,
    unsubscribeToken: createUnsubscribeTokens(
      context.authKeys.newsletterUnsubscribe,
    ),
  }
}
