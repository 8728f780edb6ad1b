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
  /** Each page's address in `lang`, as typed and as mistyped. */
  const addressesIn = (lang: string) =>
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
    })
  const sameAsWholeTable = (address: string) =>
    expect(matchedIds(tableFor(address), address), address).toEqual(
      matchedIds(siteRoutes, address),
    )

  // One test a language: the whole table is matched again for each address, some seconds each.
  it.each(LANGUAGES)(
    'finds for every address in %s the same page as the whole table',
    (lang) => {
      expect(pages.length).toBeGreaterThan(40)
      for (const address of addressesIn(lang)) sameAsWholeTable(address)
    },
  )

  it('finds the same page as the whole table for the root, unknown pages and a broken escape', () => {
    for (const address of [
      '/',
      '/nowhere',
      '/en/%E0%A4%A',
      '/en/unknown-page',
      '/en/booking-requestx',
    ])
      sameAsWholeTable(address)
  })

  it('matches the home page against a handful of routes, not the whole table', () => {
    const flat = (routes: RouteObject[]): number =>
      routes.reduce((count, route) => count + 1 + flat(route.children ?? []), 0)
    expect(flat(siteRoutes)).toBeGreaterThan(50)
    expect(flat(tableFor('/en'))).toBeLessThan(8)
    // The admin group: one route per staff section, far from the whole table.
    expect(flat(tableFor('/de/admin/rates'))).toBeLessThan(24)
  })

  it('keeps one table per segment, however many unknown addresses come', () => {
    for (let i = 0; i < 1000; i++)
      expect(tableFor(`/en/unknown-${i}`)).toBe(tableFor('/en/unknown'))
  })
})
