import type { ReactNode } from 'react'
import { Route } from 'react-router'

/** A route showing one component in a page's main landmark, as the site's pages hold one. */
export const onPage = (path: string, element: ReactNode) => (
  <Route path={path} element={<main>{element}</main>} />
)
