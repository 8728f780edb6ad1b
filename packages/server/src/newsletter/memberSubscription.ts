import type { Language } from '@resort/core'
import type { NewsletterStatus } from '@resort/core/api'
import { inTransaction } from '#db/transactions'
import { normalizeEmail, type UserRow } from '../accounts/users'
import { recordConsent } from './consents'
import { startDoubleOptIn } from './doubleOptIn'
import type { NewsletterDeps } from './newsletterDeps'
import {
  findByEmail,
  newSubscriptionId,
  type SubscriptionRow,
} from './subscriptionRows'
import { tokenHash } from './unsubscribeTokens'
import { withdraw } from './withdrawal'

/** The signed-in member's subscription (by the account's address); unsubscribed when none. */
export async function memberSubscription(
  deps: NewsletterDeps,
  user: Pick<UserRow, 'email'>,
): Promise<{ status: NewsletterStatus }> {
  const row = await findByEmail(deps, normalizeEmail(user.email))
  return { status: row?.status ?? 'unsubscribed' }
}

/** Makes the member's confirmed address an active subscription at once, recording the consent. */
async function activateForMember(
  deps: NewsletterDeps,
  email: string,
  existing: SubscriptionRow | undefined,
  language: Language,
  ip: string | undefined,
): Promise<void> {
  const id = existing?.id ?? newSubscriptionId()
  const at = deps.now().toISOString()
  const active = {
    status: 'active' as const,
    language,
    confirm_token_hash: null,
    confirm_expires_at: null,
    confirmed_at: at,
    unsubscribed_at: null,
    updated_at: at,
  }
  await inTransaction(deps.db, async (trx) => {
    if (existing) {
      await trx
        .updateTable('newsletter_subscriptions')
        .set(active)
        .where('id', '=', id)
        .execute()
    } else {
      await trx
        .insertInto('newsletter_subscriptions')
        .values({
          id,
          email,
          unsubscribe_token_hash: tokenHash(await deps.unsubscribeToken(id)),
          created_at: at,
          ...active,
        })
        .execute()
    }
    for (const event of ['requested', 'confirmed'] as const)
      await recordConsent(trx, {
        subscriptionId: id,
        event,
        source: 'profile',
        language,
        ip,
        at,
      })
  })
}

/**
 * PUT newsletter-subscription: the signed-in member subscribes or unsubscribes their address.
 * The account's confirmed address has proven its owner (decision 016), so it is active at once;
 * an address not yet confirmed goes through the mailed double opt-in like any other.
 */
export async function setMemberSubscription(
  deps: NewsletterDeps,
  user: Pick<UserRow, 'email' | 'email_verified_at'>,
  { subscribed, lang }: { subscribed: boolean; lang: Language },
  ip: string | undefined,
): Promise<{ status: NewsletterStatus }> {
  const email = normalizeEmail(user.email)
  const existing = await findByEmail(deps, email)
  if (!subscribed) {
    if (existing) await withdraw(deps, existing, 'profile', ip)
  } else if (existing?.status !== 'active') {
    if (user.email_verified_at)
      await activateForMember(deps, email, existing, lang, ip)
    else
      await startDoubleOptIn(deps, {
        email,
        language: lang,
        source: 'profile',
        ip,
      })
  }
  return memberSubscription(deps, user)
}
