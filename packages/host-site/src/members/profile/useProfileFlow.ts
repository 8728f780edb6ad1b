import {
  createProfileFlow,
  type ProfileFlow,
  type ProfileStore,
} from '@resort/core/profile'
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { useAccountFlow } from '../account/AccountFlowContext'

/**
 * A profile flow of the component's own, over the site's API; what it saves shows at once in the
 * account flow's member (the menu's name, the guest form's prefill).
 */
export function useProfileFlow(): ProfileFlow {
  const api = useSiteApi()
  const account = useAccountFlow()
  return useMemo(
    () =>
      createProfileFlow({
        api,
        onSaved: (profile) => account.getState().acceptProfile(profile),
      }),
    [api, account],
  )
}

/** A part of a profile flow's state; the component renders again when it changes. */
export const useProfile = <T>(
  flow: ProfileFlow,
  selector: (state: ProfileStore) => T,
): T => useStore(flow, selector)
