import { Navigate, useResolvedPath } from 'react-router'
import { useServerPage } from './serverPage'

/**
 * Moves to `to` (replacing the address): the server answers with a redirect (301 when
 * `permanent`, so that search engines and bookmarks take the new address), the browser navigates.
 */
export function Redirect({
  to,
  permanent = false,
}: {
  to: string
  permanent?: boolean
}) {
  const server = useServerPage()
  const { pathname, search } = useResolvedPath(to)
  if (server) {
    server.say({ redirect: `${pathname}${search}`, permanent })
    return null
  }
  return <Navigate to={to} replace />
}
