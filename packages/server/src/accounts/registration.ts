import type { Language } from '@resort/core'
import type { RegisterRequest } from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import type { AfterAnswer } from './afterAnswer'
import { hashPassword } from './passwords'
import {
  createUser,
  findUserByEmail,
  normalizeEmail,
  type UserRow,
} from './users'

/** A registration as the mail flows need it: a new account, or an address that already had one. */
export interface Registration {
  kind: 'created' | 'already_registered'
  user: UserRow
  /** The language the registration was made in. */
  language: Language
}

/**
 * Told after every registration, once the answer is on its way, for both kinds alike: the
 * registration mails (confirm a new address; tell the owner of a known one).
 */
export type OnRegistered = (registration: Registration) => Promise<void>

export interface RegistrationDeps {
  db: Kysely<Database>
  now: () => Date
  onRegistered: OnRegistered
  /** Runs the hook after the answer; a failing hook is logged and the answer stays the same. */
  afterAnswer: AfterAnswer
}

/**
 * Registers a member. The answer is the same whether the address had an account or not, and the
 * password is hashed either way so that both take as long (ASVS 6.3.8); the hook tells the two
 * apart for the mails. An existing account is never changed here.
 */
export async function register(
  deps: RegistrationDeps,
  input: RegisterRequest,
): Promise<{ next: 'confirm_email' }> {
  const passwordHash = await hashPassword(input.password)
  const created = await createUser(
    deps.db,
    {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      language: input.lang,
    },
    deps.now(),
  )
  const user =
    created ?? (await findUserByEmail(deps.db, normalizeEmail(input.email)))
  if (user) {
    const registration: Registration = {
      kind: created ? 'created' : 'already_registered',
      user,
      language: input.lang,
    }
    // After the answer: a mail written for one kind only must not make it slower (ASVS 6.3.8).
    deps.afterAnswer.run(() => deps.onRegistered(registration))
  }
  return { next: 'confirm_email' }
}
