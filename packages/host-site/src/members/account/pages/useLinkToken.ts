import { linkTokenOf } from '@resort/core/api'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'

/**
 * The token of a mailed link (`#token=...`), kept once read; it then leaves the address bar and
 * the history entry (history.replaceState), before any effect of the page posts it, so it is not
 * left in the history or passed on in a copied address. A link opened in the same tab later
 * (only the fragment changes, the page stays) brings its own token.
 */
export function useLinkToken(): string | undefined {
  const { hash, pathname, search } = useLocation()
  const navigate = useNavigate()
  const inAddress = linkTokenOf(hash)
  const [token, setToken] = useState(inAddress)
  // A new link's token replaces the one kept (React's state adjusted while rendering).
  if (inAddress !== undefined && inAddress !== token) setToken(inAddress)
  useEffect(() => {
    if (inAddress !== undefined)
      void navigate({ pathname, search }, { replace: true })
  }, [inAddress, navigate, pathname, search])
  return token
}
