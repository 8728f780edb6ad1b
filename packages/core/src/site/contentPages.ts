import type { PageId } from './sitePages'

/**
 * SPEC 2's discovery and information pages whose texts live in the database, edited by staff
 * (issue 16); each is a page of the site's table under the same id. Most render through the
 * site's generic content page; location has pages of its own, one per property.
 */
export const CONTENT_PAGE_IDS = [
  'offers',
  'meetings',
  'wellness',
  'resorts',
  'restaurants-and-bars',
  'pools-and-beaches',
  'activities-and-fun',
  'sport',
  'other',
  'events',
  'news',
  'explore',
  'faq',
  'contact',
  // Each property's directions, an entry apiece; the site shows them on its own pages.
  'location',
  'privacy-policy',
  'club-terms',
] as const satisfies readonly PageId[]

export type ContentPageId = (typeof CONTENT_PAGE_IDS)[number]

export const isContentPage = (page: string): page is ContentPageId =>
  (CONTENT_PAGE_IDS as readonly string[]).includes(page)
