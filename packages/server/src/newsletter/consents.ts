import { createHash, randomUUID } from 'node:crypto'
import { resolveLanguage } from '@resort/core'
import { NEWSLETTER_CONSENT } from '@resort/core/newsletter'
import type { Transaction } from 'kysely'
import type { Database } from '#db/schema'
import { ipPrefix } from './ipPrefix'

/** Where an entry of the consent record came from. */
export type ConsentSource =
  | 'footer'
  | 'guest_form'
  | 'profile'
  | 'email_link'
  | 'list_unsubscribe'
  | 'unsubscribe_page'

export interface ConsentEntry {
  subscriptionId: string
  event: 'requested' | 'confirmed' | 'withdrawn'
  source: ConsentSource
  language: string
  /** The client's address; kept only as its network (ipPrefix). */
  ip: string | undefined
  at: string
}

/**
 * Adds an entry to the append-only consent record. A request and a confirmation keep the version
 * of the consent text and the SHA-256 of its words in the language shown; a withdrawal keeps none.
 */
export async function recordConsent(
  trx: Transaction<Database>,
  entry: ConsentEntry,
): Promise<void> {
  const language = resolveLanguage(entry.language)
  const agreed = entry.event !== 'withdrawn'
  await trx
    .insertInto('newsletter_consents')
    .values({
      id: randomUUID().replaceAll('-', ''),
      subscription_id: entry.subscriptionId,
      event: entry.event,
      source: entry.source,
      language,
      text_version: agreed ? NEWSLETTER_CONSENT.version : null,
      text_hash: agreed
        ? createHash('sha256')
            .update(NEWSLETTER_CONSENT.texts[language])
            .digest('hex')
        : null,
      ip_prefix: ipPrefix(entry.ip),
      created_at: entry.at,
    })
    .execute()
}
