import { isSignedOut } from '../api/ApiError'
import type { ApiClient } from '../api/createApiClient'
import { getAccessToken } from '../api/endpoints'

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

export { fieldCodeOf, isSignedOut } from '../api/ApiError'
