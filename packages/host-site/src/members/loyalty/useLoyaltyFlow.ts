import type { AccountFlow } from '@resort/core/account'
import type { ApiClient } from '@resort/core/api'
import { createLoyaltyFlow, type LoyaltyFlow } from '@resort/core/loyalty'
import { useEffect } from 'react'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { siteTracker } from '../../platform/consent/siteConsent'
import { useAccount, useAccountFlow } from '../account/AccountFlowContext'

// One store per member's session (the site's account flow): every club page shares it.
const flows = new WeakMap<AccountFlow, LoyaltyFlow>()

function loyaltyOf(account: AccountFlow, api: ApiClient): LoyaltyFlow {
  let flow = flows.get(account)
  if (!flow) {
    flow = createLoyaltyFlow({
      api,
      tracker: siteTracker(),
      newRequestId: () => crypto.randomUUID(),
    })
    flows.set(account, flow)
  }
  return flow
}

/**
 * The signed-in member's club membership (decision 013): asked for once the session is
 * confirmed, and forgotten when it ends. `fresh` asks again (a page showing the points); the
 * parts of a page share what it loaded.
 */
export function useLoyaltyFlow({
  fresh = false,
}: { fresh?: boolean } = {}): LoyaltyFlow {
  const account = useAccountFlow()
  const flow = loyaltyOf(account, useSiteApi())
  const status = useAccount((state) => state.status)
  useEffect(() => {
    if (status === 'signed_out') flow.getState().reset()
    if (status !== 'signed_in') return
    if (fresh || flow.getState().summary === undefined)
      void flow.getState().load()
  }, [flow, status, fresh])
  return flow
}
