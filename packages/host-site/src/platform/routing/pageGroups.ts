import type { RouteObject } from 'react-router'

/** The first segment of the addresses a page route matches; undefined when it may match any. */
function firstSegmentOf(page: RouteObject): string | undefined {
  if (page.index) return ''
  const first = page.path?.split('/')[0]
  if (!first || first.startsWith(':') || first.includes('*')) return undefined
  if (first.endsWith('?')) return undefined
  // React Router matches without regard to case.
  return first.toLowerCase()
}

/** The segment after the language, decoded as React Router decodes it before matching. */
function pageSegmentOf(pathname: string): string {
  const raw = pathname.split('/')[2] ?? ''
  try {
    return decodeURIComponent(raw).toLowerCase()
  } catch {
    return raw.toLowerCase()
  }
}

/**
 * React Router flattens and ranks the whole table on every match: about 70 branches here, the
 * longest task of a page's hydration (issue 15). The pages under the language are grouped once
 * by their first segment, so that a match sees only its own group and the pages that may match
 * anything (the not-found page). Returns the table to match `pathname` against.
 */
export function pageGroups(
  routes: RouteObject[],
): (pathname: string) => RouteObject[] {
  const language = routes.find((route) => route.path === '/:lang')
  const layout = language?.children?.[0]
  const pages = layout?.children
  if (!language || language.index || !layout || layout.index || !pages)
    throw new Error('The route table has no layout under /:lang.')
  const segments = new Set(pages.map(firstSegmentOf))
  // One table per segment some page has, and one for every other address: a bounded cache.
  const tables = new Map<string, RouteObject[]>()
  return (pathname) => {
    const wanted = pageSegmentOf(pathname)
    const segment = segments.has(wanted) ? wanted : '*'
    let table: RouteObject[] | undefined = tables.get(segment)
    if (!table) {
      const group = pages.filter((page) => {
        const first = firstSegmentOf(page)
        return first === undefined || first === segment
      })
      table = routes.map((route) =>
        route === language
          ? { ...language, children: [{ ...layout, children: group }] }
          : route,
      )
      tables.set(segment, table)
    }
    return table
  }
}
