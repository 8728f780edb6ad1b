import { ApiError } from '../api/ApiError'
import type { AccountAction, AccountOutcome } from './accountFlowTypes'

/** True for the server's "not signed in" (401). */
export const isUnauthorized = (error: unknown) =>
  error instanceof ApiError && error.kind === 'unauthorized'

/** True for a 401 that keeps the session but asks for a recent sign-in (ASVS 7.5.1). */
const asksFreshSignIn = (error: unknown) =>
  isUnauthorized(error) &&
  (error as ApiError).fields?.session === 'sign_in_again'

/**
 * The outcome of a refused action, as a code: a 401 at sign-in is wrong credentials (one
 * message for both fields, ASVS 6.3.8) unless the server says the address is unconfirmed; a 401
 * elsewhere means the session has ended.
 */
export function refusalOf(
  action: AccountAction,
  error: unknown,
): AccountOutcome {
  if (!(error instanceof ApiError)) return { action, code: 'failed' }
  switch (error.kind) {
    case 'unauthorized':
      if (asksFreshSignIn(error)) return { action, code: 'sign_in_again' }
      if (action !== 'signIn') return { action, code: 'signed_out' }
      return {
        action,
        code:
          error.fields?.email === 'email_not_verified'
            ? 'email_not_verified'
            : 'wrong_credentials',
      }
    case 'missing_params':
      return { action, code: 'invalid', fields: error.fields ?? {} }
    case 'rate_limited':
      return error.retryAfterSeconds === undefined
        ? { action, code: 'rate_limited' }
        : {
            action,
            code: 'rate_limited',
            retryAfterSeconds: error.retryAfterSeconds,
          }
    case 'link_invalid':
      return { action, code: 'link_invalid' }
    case 'conflict':
      return { action, code: 'conflict' }
    default:
      return { action, code: 'failed' }
  }
}
