import { ApiError } from '../api/ApiError'
import type { ApiClient } from '../api/createApiClient'
import { getAccessToken } from '../api/endpoints'

/** The session is gone or its access token ended: a 401 without a field naming another reason. */
export const isSignedOut = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.kind === 'unauthorized' &&
  error.fields === undefined

/**
 * Runs a call of the signed-in member; when its access token has ended (10 minutes, decision
 * 016), renews it once with the site's get-access-token and tries again.
 */
export async function asMember<T>(
  api: ApiClient,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!isSignedOut(error)) throw error
    await api.call(getAccessToken)
    return call()
  }
}

/** The code of a field the server refused, such as `sign_in_again`, or undefined. */
export const fieldCodeOf = (error: unknown): string | undefined =>
  error instanceof ApiError && error.fields
    ? Object.values(error.fields)[0]
    : undefined
