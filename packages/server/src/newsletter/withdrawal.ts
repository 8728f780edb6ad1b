import { inTransaction } from '#db/transactions'
import { linkInvalid } from '../accounts/accountLinks'
import { recordConsent, type ConsentSource } from './consents'
import type { NewsletterDeps } from './newsletterDeps'
import type { SubscriptionRow } from './subscriptionRows'
import { tokenHash } from './unsubscribeTokens'

// Unsubscribing: by a mail's token or from the profile; each withdrawal is recorded as consent.

/** Ends a subscription (once; ending it again changes nothing) and records the withdrawal. */
export async function withdraw(
  deps: NewsletterDeps,
  row: Pick<SubscriptionRow, 'id' | 'status' | 'language'>,
  source: ConsentSource,
  ip: string | undefined,
): Promise<void> {
  if (row.status === 'unsubscribed') return
  const at = deps.now().toISOString()
  await inTransaction(deps.db, async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('newsletter_subscriptions')
      .set({
        status: 'unsubscribed',
        confirm_token_hash: null,
        confirm_expires_at: null,
        unsubscribed_at: at,
        updated_at: at,
      })
      .where('id', '=', row.id)
      .where('status', '!=', 'unsubscribed')
      .executeTakeFirstOrThrow()
    // Unsubscribed meanwhile by another request: that one recorded it.
    if (Number(numUpdatedRows) === 0) return
    await recordConsent(trx, {
      subscriptionId: row.id,
      event: 'withdrawn',
      source,
      language: row.language,
      ip,
      at,
    })
  })
}

const findByUnsubscribeToken = (deps: NewsletterDeps, token: string) =>
  deps.db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'status', 'language'])
    .where('unsubscribe_token_hash', '=', tokenHash(token))
    .executeTakeFirst()

/**
 * Unsubscribes with a mail's List-Unsubscribe token, from the RFC 8058 one-click POST or the
 * unsubscribed page; no sign-in. The token keeps working, so a second click answers alike; an
 * unknown one is link_invalid.
 */
export async function unsubscribeWithToken(
  deps: NewsletterDeps,
  token: string,
  source: 'list_unsubscribe' | 'unsubscribe_page',
  ip: string | undefined,
): Promise<{ status: 'unsubscribed' }> {
  const row = await findByUnsubscribeToken(deps, token)
  if (!row) throw linkInvalid()
  await withdraw(deps, row, source, ip)
  return { status: 'unsubscribed' }
}

/** The language of the subscription a List-Unsubscribe token names, for its page; undefined if none. */
export const languageOfUnsubscribeToken = async (
  deps: NewsletterDeps,
  token: string,
): Promise<string | undefined> =>
  (await findByUnsubscribeToken(deps, token))?.language
