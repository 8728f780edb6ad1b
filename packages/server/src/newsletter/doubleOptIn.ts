import type { Language } from '@resort/core'
import {
  NEWSLETTER_CONFIRM_LIFETIME_MS,
  type NewsletterSource,
} from '@resort/core/api'
import { inTransaction } from '#db/transactions'
import { linkInvalid } from '../accounts/accountLinks'
import { normalizeEmail } from '../accounts/users'
import { recordConsent } from './consents'
import type { NewsletterDeps } from './newsletterDeps'
import { alreadySubscribedMail, confirmationMail } from './newsletterMails'
import { countSubscriptionRequest, NewsletterThrottled } from './requestLimits'
import {
  findByEmail,
  newSubscriptionId,
  type SubscriptionRow,
} from './subscriptionRows'
import { randomToken, tokenHash } from './unsubscribeTokens'

// The double opt-in: a request makes a subscription pending, the mailed link makes it active.

export interface SubscriptionRequest {
  email: string
  language: Language
  source: NewsletterSource
  /** The client's address, for the limit and (cut to its network) the consent record. */
  ip: string | undefined
}

const recipientOf = async (
  deps: NewsletterDeps,
  row: Pick<SubscriptionRow, 'id' | 'email' | 'language'>,
) => ({
  to: row.email,
  language: row.language,
  unsubscribeToken: await deps.unsubscribeToken(row.id),
})

/** Another request for the same address changed its subscription first: read it again. */
class Raced extends Error {}

/**
 * Starts the double opt-in for an address (already normalized): it is pending until the mailed
 * link is posted, a new link ends the older one, and the request is recorded as consent asked
 * for. An address that already receives the newsletter only gets a note; nothing changes.
 */
export async function startDoubleOptIn(
  deps: NewsletterDeps,
  request: SubscriptionRequest,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tryDoubleOptIn(deps, request)
    } catch (error) {
      if (!(error instanceof Raced) || attempt >= 3) throw error
    }
  }
}

async function tryDoubleOptIn(
  deps: NewsletterDeps,
  request: SubscriptionRequest,
): Promise<void> {
  const existing = await findByEmail(deps, request.email)
  if (existing?.status === 'active') {
    await deps.mailer.send(
      alreadySubscribedMail(
        deps.publicBaseUrl,
        await recipientOf(deps, { ...existing, language: request.language }),
      ),
    )
    return
  }
  const id = existing?.id ?? newSubscriptionId()
  const unsubscribeToken = await deps.unsubscribeToken(id)
  const confirmToken = randomToken()
  const now = deps.now()
  const at = now.toISOString()
  const confirmation = {
    status: 'pending' as const,
    language: request.language,
    confirm_token_hash: tokenHash(confirmToken),
    confirm_expires_at: new Date(
      now.getTime() + NEWSLETTER_CONFIRM_LIFETIME_MS,
    ).toISOString(),
    updated_at: at,
  }
  // The subscription, its consent entry and the mail are stored together, or none of them.
  await deps.mailer.sendWith(
    async (trx) => {
      const written = existing
        ? await trx
            .updateTable('newsletter_subscriptions')
            .set(confirmation)
            .where('id', '=', id)
            // Confirmed meanwhile: it stays active (the next attempt sends the note).
            .where('status', '!=', 'active')
            .executeTakeFirstOrThrow()
            .then((result) => result.numUpdatedRows)
        : await trx
            .insertInto('newsletter_subscriptions')
            .values({
              id,
              email: request.email,
              unsubscribe_token_hash: tokenHash(unsubscribeToken),
              created_at: at,
              confirmed_at: null,
              unsubscribed_at: null,
              ...confirmation,
            })
            // Requests sent at once: the first inserts, the others update what it inserted.
            .onConflict((conflict) => conflict.column('email').doNothing())
            .executeTakeFirstOrThrow()
            .then((result) => result.numInsertedOrUpdatedRows)
      if (Number(written) !== 1) throw new Raced()
      await recordConsent(trx, {
        subscriptionId: id,
        event: 'requested',
        source: request.source,
        language: request.language,
        ip: request.ip,
        at,
      })
    },
    [
      confirmationMail(
        deps.publicBaseUrl,
        { to: request.email, language: request.language, unsubscribeToken },
        confirmToken,
      ),
    ],
  )
}

/**
 * POST newsletter-subscription: counts the request against the limits, then answers alike for
 * every address; the subscription and its mail are written after the answer, so neither the
 * answer nor its time tells whether the address was known or subscribed (ASVS 6.3.8's rule,
 * applied to the list).
 */
export async function requestSubscription(
  deps: NewsletterDeps,
  request: SubscriptionRequest,
): Promise<{ next: 'check_email' }> {
  const email = normalizeEmail(request.email)
  await countSubscriptionRequest(deps.db, { email, ip: request.ip }, deps.now())
  deps.afterAnswer.run(() => startDoubleOptIn(deps, { ...request, email }))
  return { next: 'check_email' }
}

/**
 * The guest form's newsletter box (SPEC 3): after a booking stands, its address is asked for the
 * double opt-in, within the address's limit. Never fails the booking: it runs after the answer
 * and its failures are only logged.
 */
export function subscribeFromGuestForm(
  deps: NewsletterDeps,
  email: string,
  language: Language,
): void {
  deps.afterAnswer.run(async () => {
    const address = normalizeEmail(email)
    try {
      await countSubscriptionRequest(
        deps.db,
        { email: address, ip: undefined },
        deps.now(),
      )
    } catch (error) {
      // Over the address's limit: the box asks for nothing more, and that is no failure.
      if (error instanceof NewsletterThrottled) return
      throw error
    }
    await startDoubleOptIn(deps, {
      email: address,
      language,
      source: 'guest_form',
      ip: undefined,
    })
  })
}

/**
 * POST newsletter-activation: the confirmation link's token, used once and only in time, makes
 * the subscription active; the confirmation is recorded as consent given (ASVS 6.4.1's rule for
 * mailed links: unknown, used and expired all answer link_invalid).
 */
export async function confirmSubscription(
  deps: NewsletterDeps,
  token: string,
  ip: string | undefined,
): Promise<{ email: string; status: 'active' }> {
  const at = deps.now().toISOString()
  return inTransaction(deps.db, async (trx) => {
    const row = await trx
      .updateTable('newsletter_subscriptions')
      .set({
        status: 'active',
        confirm_token_hash: null,
        confirm_expires_at: null,
        confirmed_at: at,
        unsubscribed_at: null,
        updated_at: at,
      })
      .where('confirm_token_hash', '=', tokenHash(token))
      .where('status', '=', 'pending')
      .where('confirm_expires_at', '>', at)
      .returning(['id', 'email', 'language'])
      .executeTakeFirst()
    if (!row) throw linkInvalid()
    await recordConsent(trx, {
      subscriptionId: row.id,
      event: 'confirmed',
      source: 'email_link',
      language: row.language,
      ip,
      at,
    })
    return { email: row.email, status: 'active' as const }
  })
}
