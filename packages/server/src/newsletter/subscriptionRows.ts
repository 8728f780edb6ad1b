import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { NewsletterSubscriptionTable } from '#db/schema'
import type { NewsletterDeps } from './newsletterDeps'

export type SubscriptionRow = Selectable<NewsletterSubscriptionTable>

/** The id of a subscription about to be written. */
export const newSubscriptionId = () => randomUUID().replaceAll('-', '')

/** The subscription of an address (already normalized), if it has one. */
export const findByEmail = (deps: NewsletterDeps, email: string) =>
  deps.db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst()
