import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import type { Mailer } from '../mail/mailer'
import type { AfterAnswer } from './afterAnswer'

/** What the mail flows of accounts need: the database, the clock, the mailer and the site's address. */
export interface AccountMailDeps {
  db: Kysely<Database>
  now: () => Date
  mailer: Mailer
  /** The site's address as members reach it, for the links (PUBLIC_BASE_URL). */
  publicBaseUrl: string
  afterAnswer: AfterAnswer
}
