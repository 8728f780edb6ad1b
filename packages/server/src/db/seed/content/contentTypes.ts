import type { ContentPageId } from '@resort/core/site'
import type { Translated } from '../catalogTypes'

/** A content page of the resort group, in five languages. */
export interface SeedContentPage {
  id: ContentPageId
  /** The page's heading (h1) and, with the group's name, its title. */
  title: Translated
  /** The meta description: 70 to 155 characters, its own on every page and language. */
  description: Translated
  /** The lead paragraph under the heading. */
  intro: Translated
  /** In display order. */
  entries: SeedContentEntry[]
}

/** One item of a content page: an offer, a restaurant, an event, an article, a question. */
export interface SeedContentEntry {
  /** Unique across all pages, kebab-case, such as 'wellness-lovorika-thalasso'. */
  id: string
  /** The property it belongs to, when it belongs to one (a seeded property id). */
  propertyId?: string
  /** The heading it is listed under on its page (FAQ's topics, a guide's region); optional. */
  group?: Translated
  title: Translated
  /** One or two sentences, for lists and cards. */
  summary: Translated
  /** The full text: paragraphs separated by a blank line ('\n\n'). */
  body: Translated
  /** Short lines shown as a list: opening hours, capacities, conditions, prices, contacts. */
  facts?: Translated<string[]>
  /** Events and offers: the first and last day, in days from the day of seeding (negative: past). */
  fromDay?: number
  toDay?: number
  /** News: published this many days before the day of seeding. */
  publishedDaysAgo?: number
  /** Offers: the rate plan of its property that the offer books. */
  ratePlanId?: string
  /** Meeting rooms: how many people each set-up seats. */
  capacity?: {
    theatre: number
    classroom: number
    banquet: number
    boardroom: number
  }
}
