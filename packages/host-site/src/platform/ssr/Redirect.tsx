import { Navigate, useResolvedPath } from 'react-router'
import { useServerPage } from './serverPage'

/** Moves to `to` (replacing the address): the server answers with a redirect, the browser navigates. */
export function Redirect({ to }: { to: string }) {
  const server = useServerPage()
  const { pathname, search } = useResolvedPath(to)
  if (server) {
    server.say({ redirect: `${pathname}${search}` })
    return null
  }
  return <Navigate to={to} replace />
}
