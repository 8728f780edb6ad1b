import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { RETURN_PARAM } from '../../platform/routing/paths'
import { useAccountFlow } from './AccountFlowContext'

/**
 * Remembers the link's `?return=` path as the redirect-page path. The account flow keeps only a
 * path of this site and ignores anything else (ASVS 3.7.2, no open redirect). Declared before
 * the effect that goes on, so a member already signed in goes where the link said.
 */
export function useReturnParam() {
  const flow = useAccountFlow()
  const returnTo = useSearchParams()[0].get(RETURN_PARAM)
  useEffect(() => {
    if (returnTo) flow.getState().rememberRedirect(returnTo)
  }, [flow, returnTo])
}
