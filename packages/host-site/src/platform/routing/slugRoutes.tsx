import { slugsOf, type PageId } from '@resort/core/site'
import type { ReactNode } from 'react'
import { Route } from 'react-router'

/**
 * A page under every language's slug for it (SPEC 2: /en/accommodation, /de/unterkunft; core's
 * route table), and the paths beneath the slug (`:propertyId`), each rendering `element`.
 */
export const slugRoutes = (
  page: PageId,
  element: ReactNode,
  beneath: readonly string[] = [],
) =>
  slugsOf(page).flatMap((slug) =>
    [slug, ...beneath.map((rest) => `${slug}/${rest}`)].map((path) => (
      <Route key={`${page}/${path}`} path={path} element={element} />
    )),
  )
