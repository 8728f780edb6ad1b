import {
  createAccountFlow,
  type AccountFlow,
  type AccountFlowStore,
} from '@resort/core/account'
import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react'
import { useStore } from 'zustand'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { siteTracker } from '../../platform/consent/siteConsent'

const AccountFlowContext = createContext<AccountFlow | undefined>(undefined)

/**
 * The member's session for the whole site: one account flow, loaded once (the session cookie
 * confirmed with the server), whose access token is renewed while the site is open.
 */
export function AccountFlowProvider({
  flow: given,
  children,
}: {
  /** A flow made elsewhere (tests); else one over the site's API and data layer. */
  flow?: AccountFlow
  children: ReactNode
}) {
  const api = useSiteApi()
  const [flow] = useState(
    () => given ?? createAccountFlow({ api, tracker: siteTracker() }),
  )
  useEffect(() => {
    void flow.getState().load()
    return () => flow.getState().dispose()
  }, [flow])
  return (
    <AccountFlowContext.Provider value={flow}>
      {children}
    </AccountFlowContext.Provider>
  )
}

/** The site's account flow, for its actions. */
export function useAccountFlow(): AccountFlow {
  const flow = useContext(AccountFlowContext)
  if (!flow) throw new Error('useAccountFlow needs an AccountFlowProvider')
  return flow
}

/** A part of the account flow's state; the component renders again when it changes. */
export function useAccount<T>(selector: (state: AccountFlowStore) => T): T {
  return useStore(useAccountFlow(), selector)
}
