import { slugsOf, type PageId } from '@resort/core/site'
import type { ReactNode } from 'react'
import { Route } from 'react-router'
import { OwnSlug } from './OwnSlug'

/**
 * A page under every language's slug for it (SPEC 2, issue 33: /en/search, /de/suche; core's
 * route table), and the paths beneath the slug (`:propertyId`), each rendering `element`.
 * Another language's slug answers 301 to this language's before the page's chunk loads.
 */
export const slugRoutes = (
  page: PageId,
  element: ReactNode,
  beneath: readonly string[] = [],
) =>
  slugsOf(page).flatMap((slug) =>
    [slug, ...beneath.map((rest) => `${slug}/${rest}`)].map((path) => (
      <Route
        key={`${page}/${path}`}
        path={path}
        element={<OwnSlug page={page}>{element}</OwnSlug>}
      />
    )),
  )

/** A page with pages of its own beneath (`children`: routes), under every language's slug. */
export const slugLayoutRoutes = (
  page: PageId,
  element: ReactNode,
  children: ReactNode,
) =>
  slugsOf(page).map((slug) => (
    <Route
      key={`${page}/${slug}`}
      path={slug}
      element={<OwnSlug page={page}>{element}</OwnSlug>}
    >
      {children}
    </Route>
  ))
