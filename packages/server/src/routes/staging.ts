import { ApiProblem } from '#http/errors'
import { credentialsPass, grantPass } from '#http/stagingGate'
import type { RouteModule } from '../appContext'

/** The staging gate's login (SPEC 1): the shared pair, checked in constant time. */
export const stagingRoutes: RouteModule = (handle, { stagingGate }) => {
  handle('stagingLogin', (credentials, { request, reply }) => {
    // Without a gate everyone is through (SPEC 4: authenticated by default).
    if (!stagingGate) return { authenticated: true as const }
    if (!credentialsPass(stagingGate, credentials))
      throw new ApiProblem(
        401,
        'unauthorized',
        'The username or password is not right.',
      )
    grantPass(stagingGate, request, reply)
    return { authenticated: true as const }
  })
}
