import { randomUUID } from 'node:crypto'
import type { Language } from '@resort/core'
import {
  NEWSLETTER_CONFIRM_LIFETIME_MS,
  type NewsletterSource,
  type NewsletterStatus,
} from '@resort/core/api'
import type { Selectable } from 'kysely'
import type { NewsletterSubscriptionTable } from '#db/schema'
import { inTransaction } from '#db/transactions'
import { linkInvalid } from '../accounts/accountLinks'
import { normalizeEmail, type UserRow } from '../accounts/users'
import { recordConsent, type ConsentSource } from './consents'
import type { NewsletterDeps } from './newsletterDeps'
import { alreadySubscribedMail, confirmationMail } from './newsletterMails'
import { countSubscriptionRequest, NewsletterThrottled } from './requestLimits'
import { randomToken, tokenHash } from './unsubscribeTokens'

type SubscriptionRow = Selectable<NewsletterSubscriptionTable>

export interface SubscriptionRequest {
  email: string
  language: Language
  source: NewsletterSource
  /** The client's address, for the limit and (cut to its network) the consent record. */
  ip: string | undefined
}

const findByEmail = (deps: NewsletterDeps, email: string) =>
  deps.db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst()

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
async function startDoubleOptIn(
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
  const id = existing?.id ?? randomUUID().replaceAll('-', '')
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

/** Ends a subscription (once; ending it again changes nothing) and records the withdrawal. */
async function withdraw(
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
  const id = existing?.id ?? randomUUID().replaceAll('-', '')
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
