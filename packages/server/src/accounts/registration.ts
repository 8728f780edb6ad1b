import type { Language } from '@resort/core'
import type { RegisterRequest } from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
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
 * Told after every registration, inside the request, for both kinds alike: the seam where the
 * registration mails go (confirm a new address; tell the owner of a known one).
 */
export type OnRegistered = (registration: Registration) => Promise<void>

/**
 * The registration mails are not sent yet: this hook does nothing. The mail flows of issue 12
 * (registration-confirm in five languages, through the mailer's outbox) replace it.
 */
export const registrationMailsNotSent: OnRegistered = async () => {}

export interface RegistrationDeps {
  db: Kysely<Database>
  now: () => Date
  onRegistered: OnRegistered
  /** Where a failing hook is reported; the answer stays the same. */
  logError: (error: unknown) => void
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
    try {
      await deps.onRegistered({
        kind: created ? 'created' : 'already_registered',
        user,
        language: input.lang,
      })
    } catch (error) {
      // A failure must not answer differently from a success, or it would tell the two apart.
      deps.logError(error)
    }
  }
  return { next: 'confirm_email' }
}
