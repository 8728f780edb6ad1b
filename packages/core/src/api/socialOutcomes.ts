// Social sign-in's outcomes in a module of their own, without a schema library: the account
// flow reads them and its bundle stays small.
/**
 * How a social sign-in ended, as the server names it in the `outcome` query of the orchestration
 * page. A closed set: the site translates each one.
 */
export const SOCIAL_OUTCOMES = [
  /** Signed in (a known identity, a new account, or one joined by a proven address). */
  'signed_in',
  /** The identity is now connected to the signed-in member. */
  'connected',
  /** Look in the mailbox: the address must be confirmed before signing in. */
  'confirm_email',
  /** The provider gave no e-mail address: ask for one, then POST external-provider. */
  'email_required',
  /** An account has this (proven) address: sign in with the password, then connect from the profile. */
  'sign_in_to_connect',
  /** Connect refused: this identity already belongs to another member. */
  'identity_in_use',
  /** Connect needs a signed-in member. */
  'not_signed_in',
  /** The member cancelled at the provider. */
  'cancelled',
  /** The sign-in took too long, was started elsewhere or was used already: start again. */
  'expired',
  /** The provider answered an error or something that did not verify: try again later. */
  'provider_error',
] as const
export type SocialOutcome = (typeof SOCIAL_OUTCOMES)[number]
