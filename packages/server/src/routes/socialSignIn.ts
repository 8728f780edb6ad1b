import {
  CONNECTABLE_PROVIDERS,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@resort/core/api'
import { ApiProblem, notFound } from '#http/errors'
import type { AccountDeps } from '../accounts/accountDeps'
import { identitiesOf, removeIdentity } from '../accounts/identities'
import { completePendingIdentity } from '../accounts/socialAccounts'
import {
  clearPendingCookie,
  pendingCookieOf,
  setReturnPath,
} from '../accounts/socialCookies'
import { openPending } from '../accounts/socialFlow'
import type { UserRow } from '../accounts/users'
import type { RouteModule } from '../appContext'

/** The signed-in member's identities, and whether a password is another way in. */
async function identitiesAnswer(deps: AccountDeps, user: UserRow) {
  const rows = await identitiesOf(deps.db, user.adb2c_id)
  return {
    identities: rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      email: row.email,
      connectedAt: row.created_at,
    })),
    hasPassword: user.password_hash !== null,
  }
}

/** /api/v1/auth/providers, external-provider and identities (decision 017). */
export const socialSignInRoutes: RouteModule = (handle, context) => {
  const deps = context.accounts
  const { social } = context
  const configured = (provider: SocialProvider) =>
    social.clients[provider] !== undefined

  handle('socialProviders', () => ({
    providers: SOCIAL_PROVIDERS.filter(configured),
    connectable: CONNECTABLE_PROVIDERS.filter(configured),
  }))

  handle('externalProvider', async (body, { request, reply }) => {
    const pending = await openPending(
      await deps.keys(),
      pendingCookieOf(request),
      deps.now(),
    )
    if (!pending)
      throw new ApiProblem(
        401,
        'unauthorized',
        'This sign-in has expired. Please sign in with the provider again.',
      )
    // Used once: the identity now waits for the confirmation of this address.
    clearPendingCookie(reply)
    await completePendingIdentity(
      {
        ...deps,
        onExternalEmailToConfirm: deps.onRegistered,
        logError: (error) =>
          request.log.error({ err: error }, 'social e-mail hook failed'),
      },
      pending,
      body.email,
      body.lang,
    )
    if (pending.returnPath) setReturnPath(reply, pending.returnPath)
    return { next: 'confirm_email' as const }
  })

  handle('identities', async (_query, { caller: { user } }) =>
    identitiesAnswer(deps, user),
  )

  handle('removeIdentity', async ({ id }, { caller: { user } }) => {
    const removed = await removeIdentity(deps.db, user.adb2c_id, id, deps.now())
    if (removed === 'not_found') throw notFound('connected identity', id, 'id')
    if (removed === 'last_way_to_sign_in')
      throw new ApiProblem(
        409,
        'conflict',
        'This is the only way to sign in to your account. Set a password or connect another provider first.',
        { id: 'last_way_to_sign_in' },
      )
    return identitiesAnswer(deps, user)
  })
}
