import { resolveLanguage } from '@resort/core'
import type { FastifyReply } from 'fastify'
import { createAccountDeps } from '../accounts/accountDeps'
import { signedInMember } from '../accounts/signedInMember'
import type { RouteModule } from '../appContext'
import { activateOffer, memberOffersOf } from '../loyalty/memberOffers'

// Answers about a member are never kept by a cache.
const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store')

/**
 * /api/v1/crm/exclusive-offers and SPEC 7's crm/activate (decision 024). Activating gives and
 * takes nothing away, so it needs the session (and the XSRF check of every POST), not a fresh
 * sign-in.
 */
export const memberOfferRoutes: RouteModule = (handle, context) => {
  const deps = createAccountDeps(context)
  handle('memberOffers', async ({ lang }, { request, reply }) => {
    noStore(reply)
    const { user } = await signedInMember(deps, request)
    return {
      offers: await memberOffersOf(deps.db, user.adb2c_id, lang, deps.now()),
    }
  })
  handle('activateOffer', async ({ offerId, lang }, { request, reply }) => {
    noStore(reply)
    const { user } = await signedInMember(deps, request)
    return {
      offer: await activateOffer(
        deps.db,
        user.adb2c_id,
        offerId,
        lang ?? resolveLanguage(user.language),
        deps.now(),
      ),
    }
  })
}
