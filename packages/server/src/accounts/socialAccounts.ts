import type { Language } from '@resort/core'
import type { SocialOutcome, SocialProvider } from '@resort/core/api'
import { connectIdentity, findIdentity, touchIdentity } from './identities'
import type { SessionDeps } from './sessions'
import type { ProviderProfile } from './socialClients'
import type { PendingIdentity } from './socialFlow'
import {
  createUser,
  findUserByEmail,
  findUserById,
  normalizeEmail,
  type UserRow,
} from './users'

/**
 * An address a provider gave that the member must confirm before signing in: a new account made
 * with it, or the account that already had it (whose owner is told, since nothing was joined).
 */
interface ExternalEmailToConfirm {
  kind: 'created' | 'already_registered'
  user: UserRow
  language: Language
  provider: SocialProvider
}

/**
 * Told inside the request whenever a social sign-in leaves an address to confirm: the seam of
 * the mails. The routes give it the registration mails (a confirmation link for a new account,
 * the "already has an account" notice to the owner of a known one), whose shape it shares.
 */
export type OnExternalEmailToConfirm = (
  confirmation: ExternalEmailToConfirm,
) => Promise<void>

export interface SocialAccountDeps extends Pick<SessionDeps, 'db' | 'now'> {
  onExternalEmailToConfirm: OnExternalEmailToConfirm
  /** Where a failing hook is reported; the outcome stays the same. */
  logError: (error: unknown) => void
}

/** What a callback comes to: an outcome, and the member to start a session for, if any. */
export type SocialResult =
  | { outcome: 'signed_in'; user: UserRow }
  | { outcome: Exclude<SocialOutcome, 'signed_in'>; user?: undefined }

const MAX_EMAIL = 254

/** The provider's address as we keep addresses, or undefined when it is none we can use. */
const usableEmail = (email: string | undefined) => {
  const address = email === undefined ? '' : normalizeEmail(email)
  return address.length > 0 &&
    address.length <= MAX_EMAIL &&
    /^[^\s@]+@[^\s@]+$/.test(address)
    ? address
    : undefined
}

async function tell(
  deps: SocialAccountDeps,
  confirmation: ExternalEmailToConfirm,
): Promise<void> {
  try {
    await deps.onExternalEmailToConfirm(confirmation)
  } catch (error) {
    // A failure must not answer differently, or it would tell a known address from a new one.
    deps.logError(error)
  }
}

/** A known identity signs its member in once the member's address is confirmed. */
async function signInKnown(
  deps: SocialAccountDeps,
  identity: { id: string; user_id: string },
): Promise<SocialResult> {
  const user = await findUserById(deps.db, identity.user_id)
  if (!user) return { outcome: 'provider_error' }
  await touchIdentity(deps.db, identity.id, deps.now())
  // As with a password: no sign-in before the address is confirmed (decision 016).
  if (user.email_verified_at === null) return { outcome: 'confirm_email' }
  return { outcome: 'signed_in', user }
}

/**
 * An address the provider does not prove: a new account waits for its confirmation, and an
 * existing one is never joined. Both answer confirm_email, so the answer does not tell whether
 * the address has an account (ASVS 6.3.8); the hook tells the owner by mail.
 */
async function unprovenAddress(
  deps: SocialAccountDeps,
  profile: Pick<
    ProviderProfile,
    'provider' | 'issuer' | 'subject' | 'firstName' | 'lastName'
  >,
  email: string,
  language: Language,
): Promise<SocialResult> {
  const created = await createUser(
    deps.db,
    {
      email,
      passwordHash: null,
      firstName: profile.firstName,
      lastName: profile.lastName,
      language,
    },
    deps.now(),
  )
  if (created) {
    await connectIdentity(
      deps.db,
      created.adb2c_id,
      { ...profile, email },
      deps.now(),
    )
  }
  const user = created ?? (await findUserByEmail(deps.db, email))
  if (user) {
    await tell(deps, {
      kind: created ? 'created' : 'already_registered',
      user,
      language,
      provider: profile.provider,
    })
  }
  return { outcome: 'confirm_email' }
}

/**
 * A sign-in with a provider's profile. The identity (issuer, subject) decides, never the
 * address; a new identity joins an existing account only when both the provider and the
 * account have proven the address (ASVS 6.8.1).
 */
export async function signInWithProfile(
  deps: SocialAccountDeps,
  profile: ProviderProfile,
  language: Language,
): Promise<SocialResult | { outcome: 'email_required' }> {
  const known = await findIdentity(deps.db, profile)
  if (known) return signInKnown(deps, known)
  const email = usableEmail(profile.email)
  if (!email) return { outcome: 'email_required' }
  if (!profile.emailVerified)
    return unprovenAddress(deps, profile, email, language)
  const existing = await findUserByEmail(deps.db, email)
  if (existing) {
    if (existing.email_verified_at === null)
      return { outcome: 'sign_in_to_connect' }
    await connectIdentity(deps.db, existing.adb2c_id, profile, deps.now())
    return { outcome: 'signed_in', user: existing }
  }
  const created = await createUser(
    deps.db,
    {
      email,
      passwordHash: null,
      firstName: profile.firstName,
      lastName: profile.lastName,
      language,
      emailVerifiedAt: deps.now(),
    },
    deps.now(),
  )
  // Registered at this moment by someone else: sign in as the known-account rules say.
  if (!created) return signInWithProfile(deps, profile, language)
  const owner = await connectIdentity(
    deps.db,
    created.adb2c_id,
    profile,
    deps.now(),
  )
  return owner === created.adb2c_id
    ? { outcome: 'signed_in', user: created }
    : { outcome: 'provider_error' }
}

/** Connects a provider's identity to the signed-in member; refused when it is another's. */
export async function connectProfile(
  deps: SocialAccountDeps,
  profile: ProviderProfile,
  userId: string,
): Promise<SocialResult> {
  const owner = await connectIdentity(
    deps.db,
    userId,
    { ...profile, email: usableEmail(profile.email) },
    deps.now(),
  )
  return { outcome: owner === userId ? 'connected' : 'identity_in_use' }
}

/**
 * The address a member typed for an identity whose provider gave none: kept unconfirmed, and
 * the same answer whether it had an account (which is never joined).
 */
export async function completePendingIdentity(
  deps: SocialAccountDeps,
  pending: PendingIdentity,
  email: string,
  language: Language,
): Promise<void> {
  const address = usableEmail(email)
  if (!address || (await findIdentity(deps.db, pending))) return
  await unprovenAddress(deps, pending, address, language)
}
