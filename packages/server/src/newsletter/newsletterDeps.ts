import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import type { AfterAnswer } from '../accounts/afterAnswer'
import type { Mailer } from '../mail/mailer'

/** What the newsletter's functions share: the database, the clock, the mailer, the site's address. */
export interface NewsletterDeps {
  db: Kysely<Database>
  now: () => Date
  mailer: Mailer
  /** The site's address (PUBLIC_BASE_URL): the links and the List-Unsubscribe URL are built on it. */
  publicBaseUrl: string
  afterAnswer: AfterAnswer
  /** A subscription's List-Unsubscribe token, the same for every mail to it. */
  unsubscribeToken: (subscriptionId: string) => Promise<string>
}
