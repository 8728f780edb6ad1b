import { pageAt, pagePath, type PageId } from '@resort/core/site'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Redirect } from '../ssr'

/**
 * Renders a page of the route table under its own language's slug. Another language's slug,
 * as a shared link may carry (/de/contact), moves to this language's (/de/kontakt), keeping
 * what follows it and the query, for good (301; issue 33).
 */
export function OwnSlug({
  page,
  children,
}: {
  page: PageId
  children: ReactNode
}) {
  const { pathname, search } = useLocation()
  const at = pageAt(pathname)
  if (at && !at.ownSlug)
    return (
      <Redirect
        to={`${pagePath(page, at.language, ...at.rest)}${search}`}
        permanent
      />
    )
  return children
}
