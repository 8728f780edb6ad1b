import { resolveLanguage } from '@resort/core'
import type { RouteModule } from '../appContext'
import { activateOffer, memberOffersOf } from '../loyalty/memberOffers'

/**
 * /api/v1/crm/exclusive-offers and SPEC 7's crm/activate (decision 024). Activating gives and
 * takes nothing away, so it needs the session (and the XSRF check of every POST), not a fresh
 * sign-in.
 */
export const memberOfferRoutes: RouteModule = (handle, context) => {
  const deps = context.accounts
  handle('memberOffers', async ({ lang }, { caller: { user } }) => {
    return {
      offers: await memberOffersOf(deps.db, user.adb2c_id, lang, deps.now()),
    }
  })
  handle('activateOffer', async ({ offerId, lang }, { caller: { user } }) => {
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
