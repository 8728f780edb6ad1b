import { useLocation, useRoutes } from 'react-router'
import { pageGroups } from './platform/routing/pageGroups'
import { siteRoutes } from './platform/routing/siteRoutes'
import { HydrateLater } from './platform/ssr'

const tableFor = pageGroups(siteRoutes)

function SiteRoutes() {
  const { pathname } = useLocation()
  return useRoutes(tableFor(pathname))
}

/** The site's pages (routing/siteRoutes.tsx), matched against only their address's group. */
export function App() {
  // Matching the address and the layout hydrate in a task after the router and the session.
  return (
    <HydrateLater>
      <SiteRoutes />
    </HydrateLater>
  )
}
