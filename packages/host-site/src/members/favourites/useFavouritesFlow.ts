import type { AccountFlow } from '@resort/core/account'
import type { ApiClient } from '@resort/core/api'
import {
  createFavouritesFlow,
  type FavouritesFlow,
} from '@resort/core/favourites'
import { useEffect } from 'react'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { siteTracker } from '../../platform/consent/siteConsent'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { useAccount, useAccountFlow } from '../account/AccountFlowContext'

// One store per member's session (the site's account flow): every button of every page shares it.
const flows = new WeakMap<AccountFlow, FavouritesFlow>()

function favouritesOf(account: AccountFlow, api: ApiClient): FavouritesFlow {
  let flow = flows.get(account)
  if (!flow) {
    flow = createFavouritesFlow({ api, tracker: siteTracker() })
    flows.set(account, flow)
  }
  return flow
}

/**
 * The signed-in member's favourites (decision 013): known once the session is confirmed,
 * forgotten when it ends. `fresh` asks for the list again in the page's language (the profile's
 * list); otherwise it is asked once.
 */
export function useFavouritesFlow({
  fresh = false,
}: { fresh?: boolean } = {}): FavouritesFlow {
  const account = useAccountFlow()
  const flow = favouritesOf(account, useSiteApi())
  const status = useAccount((state) => state.status)
  const language = usePageLanguage()
  useEffect(() => {
    if (status === 'signed_out') flow.getState().reset()
    if (status !== 'signed_in') return
    if (fresh || flow.getState().ids === undefined)
      void flow.getState().load(language)
  }, [flow, status, language, fresh])
  return flow
}
