import { LANGUAGES } from '@resort/core'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { pageGroups } from './pageGroups'
import { siteRoutes } from './siteRoutes'

/** Every page's path, with its parameters filled in. */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index
      ? parent
      : [parent, route.path ?? ''].filter(Boolean).join('/')
    const here = own.replace(/^\/+/, '').replace(/:[a-zA-Z]+/g, 'x7')
    return [here, ...pagePaths(route.children ?? [], own)]
  })
}

const matchedIds = (routes: RouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.map((match) => match.route.id) ?? null

describe('pageGroups: a match sees only its address’s group of pages (issue 15)', () => {
  const tableFor = pageGroups(siteRoutes)
  const pages = [...new Set(pagePaths(siteRoutes))]
  const addresses = [
    '/',
    '/nowhere',
    ...LANGUAGES.flatMap((lang) =>
      pages.flatMap((page) => {
        const path = `/${page.replace(/^x7\/?/, `${lang}/`)}`
        return [
          path,
          `${path}/`,
          path.toUpperCase(),
          `${path}/extra`,
          path.replace(`/${lang}/`, `/${lang}//`),
          encodeURI(path).replace(/a/g, '%61'),
        ]
      }),
    ),
    '/en/%E0%A4%A',
    '/en/unknown-page',
    '/en/booking-requestx',
  ]

  it('finds for every address the same page as the whole table', () => {
    expect(pages.length).toBeGreaterThan(40)
    for (const address of addresses)
      expect(matchedIds(tableFor(address), address), address).toEqual(
        matchedIds(siteRoutes, address),
      )
  })

  it('matches the home page against a handful of routes, not the whole table', () => {
    const flat = (routes: RouteObject[]): number =>
      routes.reduce((count, route) => count + 1 + flat(route.children ?? []), 0)
    expect(flat(siteRoutes)).toBeGreaterThan(50)
    expect(flat(tableFor('/en'))).toBeLessThan(8)
    expect(flat(tableFor('/de/admin/rates'))).toBeLessThan(20)
  })

  it('keeps one table per segment, however many unknown addresses come', () => {
    for (let i = 0; i < 1000; i++)
      expect(tableFor(`/en/unknown-${i}`)).toBe(tableFor('/en/unknown'))
  })
})
