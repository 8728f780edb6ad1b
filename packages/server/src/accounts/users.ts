import { randomUUID } from 'node:crypto'
import { MEMBER_TITLES, type Member, type MemberTitle } from '@resort/core/api'
import type { Kysely, Selectable } from 'kysely'
import type { Database, UserTable } from '#db/schema'

export type UserRow = Selectable<UserTable>

/** How an e-mail address is kept and looked up: trimmed, NFC and lower case, one account each. */
export const normalizeEmail = (email: string): string =>
  email.trim().normalize('NFC').toLowerCase()

/** The member with this (normalized) address, if any. */
export const findUserByEmail = (
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst()

/** The member with this adb2cId, if any. */
export const findUserById = (
  db: Kysely<Database>,
  adb2cId: string,
): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where('adb2c_id', '=', adb2cId)
    .executeTakeFirst()

export interface NewUser {
  email: string
  /** Null for an account that signs in with a social identity only (decision 017). */
  passwordHash: string | null
  firstName: string
  lastName: string
  language: string
  /** Set when the address is already proven (a provider's verified e-mail, decision 017). */
  emailVerifiedAt?: Date | undefined
}

/** Creates a member; undefined when the (normalized) address already has an account. */
export async function createUser(
  db: Kysely<Database>,
  user: NewUser,
  now: Date,
): Promise<UserRow | undefined> {
  const row: UserRow = {
    adb2c_id: randomUUID(),
    email: normalizeEmail(user.email),
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    password_hash: user.passwordHash,
    first_name: user.firstName,
    last_name: user.lastName,
    country: null,
    city: null,
    zip_code: null,
    address: null,
    phonenumber: null,
    language: user.language,
    title: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  }
  // The unique address decides between two registrations at once: one is created.
  const result = await db
    .insertInto('users')
    .values(row)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? row : undefined
}

/** Replaces a member's password hash (a rehash with today's parameters). */
export async function updatePasswordHash(
  db: Kysely<Database>,
  adb2cId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where('adb2c_id', '=', adb2cId)
    .execute()
}

/** A title the profile keeps, when it is one of SPEC 3's (else none). */
export const titleOf = (value: string | null): MemberTitle | null =>
  MEMBER_TITLES.find((title) => title === value) ?? null

/** The member as SPEC 3 shapes the logged-in user; admin when the address is on the list. */
export const toMember = (
  user: UserRow,
  adminEmails: ReadonlySet<string>,
): Member => ({
  adb2cId: user.adb2c_id,
  personalData: {
    firstName: user.first_name,
    lastName: user.last_name,
    title: titleOf(user.title),
  },
  contactData: {
    email: user.email,
    country: user.country,
    city: user.city,
    zipCode: user.zip_code,
    address: user.address,
    phonenumber: user.phonenumber,
  },
  isAdmin: adminEmails.has(user.email),
})
