import type { SocialOutcome } from '../api/socialSignIn'

/**
 * What a social sign-in, a connect or a mailed callback came to, as the server names it in
 * orchestration's `?outcome=`. The page shows a translated message for each; add a code here
 * and its text in every language when a callback gets a new outcome.
 */
export const ORCHESTRATION_OUTCOMES = [
  // Success: the member is signed in (or the way was added); go on to redirect-page.
  'signed_in',
  'connected',
  // Look in the mailbox: the address must be confirmed before signing in.
  'confirm_email',
  // The provider gave no e-mail address (Facebook may not): ask for one.
  'email_required',
  // An account has this address: sign in with it, then connect from the profile.
  'sign_in_to_connect',
  // This provider identity already belongs to another account.
  'identity_in_use',
  // Connecting needs a signed-in member.
  'not_signed_in',
  // The member stopped at the provider.
  'cancelled',
  // The sign-in took too long or was started in another browser: start again.
  'expired',
  // The provider answered an error, or its answer could not be checked.
  'provider_error',
] as const satisfies readonly SocialOutcome[]

export type OrchestrationOutcome = (typeof ORCHESTRATION_OUTCOMES)[number]

/** Outcomes after which the member goes on to the redirect-page path. */
export const SUCCESS_OUTCOMES: readonly OrchestrationOutcome[] = [
  'signed_in',
  'connected',
]

/**
 * The outcome a query names: one of the list, 'unknown' for any other value (shown as a generic
 * error, never as the text itself), undefined when there is none.
 */
export function orchestrationOutcomeOf(
  value: string | null | undefined,
): OrchestrationOutcome | 'unknown' | undefined {
  if (value === null || value === undefined || value === '') return undefined
  return (ORCHESTRATION_OUTCOMES as readonly string[]).includes(value)
    ? (value as OrchestrationOutcome)
    : 'unknown'
}
