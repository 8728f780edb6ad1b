import type { FastifyRequest } from 'fastify'
import type { AccountDeps } from '../accounts/accountDeps'
import {
  PasskeyNotVerified,
  registerPasskey,
  registrationOptions,
  type PasskeyDeps,
} from '../accounts/passkeyRegistration'
import {
  passkeysOf,
  removePasskey,
  renamePasskey,
  toPasskey,
} from '../accounts/passkeys'
import {
  authenticationOptions,
  PasskeyRefused,
  signInWithPasskey,
} from '../accounts/passkeySignIn'
import { setSessionCookies, signedInAnswer } from '../accounts/sessionCookies'
import {
  ceremonyOf,
  clearCeremonyCookie,
  setCeremonyCookie,
} from '../accounts/webauthnChallenges'
import type { RouteModule } from '../appContext'

/** Logs why a passkey was refused: the member only hears that it was. */
const logRefusal = (request: FastifyRequest) => (error: unknown) => {
  if (error instanceof PasskeyRefused)
    request.log.warn({ reason: error.reason }, 'passkey sign-in refused')
  if (error instanceof PasskeyNotVerified)
    request.log.warn({ reason: error.reason }, 'passkey registration refused')
  throw error
}

/** /api/v1/auth/passkeys/*: a member's passkeys, added, listed, renamed, removed, signed in with. */
export const passkeyRoutes: RouteModule = (handle, context) => {
  const deps: PasskeyDeps & AccountDeps = {
    ...context.accounts,
    passkeys: context.passkeys,
  }
  handle(
    'passkeyRegistrationOptions',
    async (_body, { reply, caller: { user, session } }) => {
      const { options, ceremonyId } = await registrationOptions(
        deps,
        user,
        session,
      )
      setCeremonyCookie(reply, ceremonyId)
      return options
    },
  )
  handle(
    'verifyPasskeyRegistration',
    async (body, { request, reply, caller: { user, session } }) => {
      clearCeremonyCookie(reply)
      const passkey = await registerPasskey(
        deps,
        user,
        session,
        ceremonyOf(request),
        body,
        request.headers['user-agent'],
      ).catch(logRefusal(request))
      return toPasskey(passkey)
    },
  )
  handle('memberPasskeys', async (_query, { caller: { user } }) => {
    const passkeys = await passkeysOf(deps.db, user.adb2c_id)
    return { passkeys: passkeys.map(toPasskey) }
  })
  handle('renamePasskey', async ({ id, name }, { caller: { user } }) =>
    toPasskey(await renamePasskey(deps.db, user.adb2c_id, id, name)),
  )
  handle('removePasskey', async ({ id }, { caller: { user } }) => {
    await removePasskey(deps.db, user.adb2c_id, id)
    return { removed: true as const }
  })
  handle('passkeyAuthenticationOptions', async (_body, { reply }) => {
    const { options, ceremonyId } = await authenticationOptions(deps)
    setCeremonyCookie(reply, ceremonyId)
    return options
  })
  handle('passkeySignIn', async (body, { request, reply }) => {
    clearCeremonyCookie(reply)
    const { user, session } = await signInWithPasskey(
      deps,
      ceremonyOf(request),
      body,
      request.headers['user-agent'],
    ).catch(logRefusal(request))
    setSessionCookies(reply, user, session, deps.now())
    return signedInAnswer(user, session, deps.adminEmails)
  })
}
