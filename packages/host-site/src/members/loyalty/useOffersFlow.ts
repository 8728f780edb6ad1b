import type { AccountFlow } from '@resort/core/account'
import type { ApiClient } from '@resort/core/api'
import { createOffersFlow, type OffersFlow } from '@resort/core/loyalty'
import { useEffect } from 'react'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { useAccount, useAccountFlow } from '../account/AccountFlowContext'

// One store per member's session (the site's account flow): the page and the teaser share it.
const flows = new WeakMap<AccountFlow, OffersFlow>()

function offersOf(account: AccountFlow, api: ApiClient): OffersFlow {
  let flow = flows.get(account)
  if (!flow) {
    flow = createOffersFlow({ api })
    flows.set(account, flow)
  }
  return flow
}

/**
 * The signed-in member's exclusive offers (decision 024), loaded in the page's language once the
 * session is confirmed and `enabled` (the teaser waits until it knows the member joined the club),
 * and forgotten when the session ends.
 */
export function useOffersFlow({
  enabled = true,
}: { enabled?: boolean } = {}): OffersFlow {
  const account = useAccountFlow()
  const flow = offersOf(account, useSiteApi())
  const status = useAccount((state) => state.status)
  const language = usePageLanguage()
  useEffect(() => {
    if (status === 'signed_out') flow.getState().reset()
    if (status !== 'signed_in' || !enabled) return
    const { offers, language: loaded } = flow.getState()
    if (offers === undefined || loaded !== language)
      void flow.getState().load(language)
  }, [flow, status, enabled, language])
  return flow
}
