import { sql, type Transaction } from 'kysely'
import { checkpointWal } from '#db/checkpointWal'
import type { DatabaseHandle } from '#db/database'
import type { Database } from '#db/schema'
import { inTransaction } from '#db/transactions'
import type { UserRow } from '../accounts/users'
import { addressCounterKey } from '../newsletter/requestLimits'
import type { PaymentDeps } from '../payments/paymentDeps'
import { anonymousBooking } from './anonymousBooking'
import { mailsQuoting, transferMailsNaming } from './mailsNaming'

type Trx = Transaction<Database>

/**
 * Removes a member's personal data everywhere in one transaction (GDPR Art. 17, decision 022):
 * the account and all that hangs on it is deleted, the guest data of their bookings blanked (the
 * accounting stays), consent records kept without address or IP. Points are forfeited; the
 * entries of members they exchanged points with stay as they are. On SQLite the WAL is then
 * emptied, so the old page images go too; resolves false when another process kept it in use.
 */
export async function eraseMember(
  deps: Pick<PaymentDeps, 'gateway' | 'logFailure'> & {
    database: DatabaseHandle
  },
  user: UserRow,
): Promise<boolean> {
  const { database } = deps
  const { db } = database
  const userId = user.adb2c_id
  const customers = await inTransaction(db, async (trx) => {
    const addresses = await addressesOf(trx, user)
    const bookingCustomers = await eraseBookingGuests(trx, userId, addresses)
    await eraseNewsletter(trx, addresses)
    await eraseGiftVoucherPeople(trx, addresses)
    await eraseMails(trx, user, addresses)
    await trx
      .deleteFrom('service_requests')
      .where('email', 'in', addresses)
      .execute()
    await trx
      .deleteFrom('login_failures')
      .where('email', 'in', addresses)
      .execute()
    await eraseAccount(trx, userId)
    return bookingCustomers
  })
  // The gateway keeps the guest's name and address with their customer: it goes too. A gateway
  // that does not answer is logged for staff to erase there by hand; ours is erased already.
  for (const customer of customers)
    await deps.gateway
      .forgetCustomer(customer)
      .catch((error: unknown) =>
        deps.logFailure(error, `gateway customer ${customer} not erased`),
      )
  return checkpointWal(database)
}

/** Every address the member is known by: the account's, providers' and pending changes'. */
async function addressesOf(trx: Trx, user: UserRow): Promise<string[]> {
  const identities = await trx
    .selectFrom('user_identities')
    .select('email')
    .where('user_id', '=', user.adb2c_id)
    .execute()
  const links = await trx
    .selectFrom('account_links')
    .select('email')
    .where('user_id', '=', user.adb2c_id)
    .execute()
  const all = [user.email, ...identities, ...links].map((row) =>
    typeof row === 'string' ? row : row.email,
  )
  return [
    ...new Set(all.filter((email): email is string => !!email).map(normalized)),
  ]
}

const normalized = (email: string) => email.trim().toLowerCase()

/**
 * The bookings stay for the accounting (amounts, dates, property, units, status); who stayed goes,
 * with the gateway's references to their card and customer. Answers the customers to erase there.
 */
async function eraseBookingGuests(
  trx: Trx,
  userId: string,
  addresses: string[],
): Promise<string[]> {
  const bookings = await trx
    .selectFrom('bookings')
    .select('id')
    .where((eb) =>
      eb.or([eb('member_id', '=', userId), eb('email', 'in', addresses)]),
    )
    .execute()
  const ids = bookings.map(({ id }) => id)
  if (ids.length === 0) return []
  await trx
    .updateTable('bookings')
    .set(anonymousBooking)
    .where('id', 'in', ids)
    .execute()
  const customers = await trx
    .selectFrom('payments')
    .select('customer')
    .distinct()
    .where('booking_id', 'in', ids)
    .where('customer', 'is not', null)
    .execute()
  await trx
    .updateTable('payments')
    .set({ customer: null, payment_method: null })
    .where('booking_id', 'in', ids)
    .execute()
  // A promo code's use stays counted; whose it was goes (decision 044).
  await trx
    .updateTable('promo_code_uses')
    .set({ email: '' })
    .where('booking_id', 'in', ids)
    .execute()
  // A stored answer of new-booking repeats the guest form; a retry under its key books anew.
  await trx
    .deleteFrom('idempotency_keys')
    .where('booking_id', 'in', ids)
    .execute()
  // A webhook's body names the guest (decision 049): its deliveries and tries go, and nothing
  // waiting is posted again.
  const deliveries = trx
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('booking_id', 'in', ids)
  await trx
    .deleteFrom('webhook_attempts')
    .where('delivery_id', 'in', deliveries)
    .execute()
  await trx
    .deleteFrom('webhook_deliveries')
    .where('booking_id', 'in', ids)
    .execute()
  return customers.flatMap(({ customer }) => (customer ? [customer] : []))
}

/** The subscription goes; its consent record stays as evidence without address or IP. */
/**
 * A voucher's value and moves stay for the accounting, and its code for whoever holds it; the
 * member's name and address as its buyer or recipient go (decision 045).
 */
async function eraseGiftVoucherPeople(
  trx: Trx,
  addresses: string[],
): Promise<void> {
  await trx
    .updateTable('gift_vouchers')
    .set({ buyer_name: '', buyer_email: '', message: null })
    .where((eb) => eb.fn('lower', ['buyer_email']), 'in', addresses)
    .execute()
  await trx
    .updateTable('gift_vouchers')
    .set({ recipient_name: '', recipient_email: null, message: null })
    .where((eb) => eb.fn('lower', ['recipient_email']), 'in', addresses)
    .execute()
}

async function eraseNewsletter(trx: Trx, addresses: string[]): Promise<void> {
  const subscriptions = await trx
    .selectFrom('newsletter_subscriptions')
    .select('id')
    .where('email', 'in', addresses)
    .execute()
  const ids = subscriptions.map(({ id }) => id)
  if (ids.length > 0) {
    await trx
      .updateTable('newsletter_consents')
      .set({ ip_prefix: null })
      .where('subscription_id', 'in', ids)
      .execute()
    await trx
      .deleteFrom('newsletter_subscriptions')
      .where('id', 'in', ids)
      .execute()
  }
  await trx
    .deleteFrom('newsletter_requests')
    .where('key', 'in', addresses.map(addressCounterKey))
    .execute()
}

/**
 * Mails to the member, mails that quote an address of theirs, and the transfer mails naming them
 * sent to the members they exchanged points with (read before their entries go).
 */
async function eraseMails(
  trx: Trx,
  user: UserRow,
  addresses: string[],
): Promise<void> {
  const counterparts = await trx
    .selectFrom('points_entries as theirs')
    .innerJoin(
      'points_entries as mine',
      'mine.transfer_id',
      'theirs.transfer_id',
    )
    .innerJoin('users', 'users.adb2c_id', 'theirs.user_id')
    .select('users.email')
    .distinct()
    .where('mine.user_id', '=', user.adb2c_id)
    .where('theirs.user_id', '!=', user.adb2c_id)
    .execute()
  const transferPatterns = transferMailsNaming(user)
  await trx
    .deleteFrom('mail_outbox')
    .where((eb) =>
      eb.or([
        eb('to_address', 'in', addresses),
        ...mailsQuoting(addresses).map((pattern) =>
          eb(sql`text_body`, 'like', sql`${pattern} escape '!'`),
        ),
        ...(counterparts.length === 0
          ? []
          : [
              eb.and([
                eb(
                  'to_address',
                  'in',
                  counterparts.map((row) => row.email),
                ),
                eb.or(
                  transferPatterns.map((pattern) =>
                    eb(sql`text_body`, 'like', sql`${pattern} escape '!'`),
                  ),
                ),
              ]),
            ]),
      ]),
    )
    .execute()
}

/** The account and every row that hangs on it (foreign keys cascade too; named here for clarity). */
async function eraseAccount(trx: Trx, userId: string): Promise<void> {
  const sessions = trx
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
  await trx
    .deleteFrom('webauthn_challenges')
    .where((eb) =>
      eb.or([eb('user_id', '=', userId), eb('session_id', 'in', sessions)]),
    )
    .execute()
  await trx
    .deleteFrom('refresh_tokens')
    .where('session_id', 'in', sessions)
    .execute()
  for (const table of [
    'sessions',
    'account_links',
    'user_identities',
    'passkeys',
    'favourites',
    'member_offer_activations',
    'points_expiry_reminders',
    'points_entries',
  ] as const)
    await trx.deleteFrom(table).where('user_id', '=', userId).execute()
  await trx
    .deleteFrom('loyalty_members')
    .where('user_id', '=', userId)
    .execute()
  await trx.deleteFrom('users').where('adb2c_id', '=', userId).execute()
}
