import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/createApiClient'
import type { Favourite } from '../api/favouritesResponses'
import type { Language } from '../i18n/languages'
import type { Tracker } from '../tracking/createTracker'

/** A property as a page shows it beside its favourite button. */
export interface FavouriteProperty {
  propertyId: string
  name: string
  /** Its price as the page shows it (minor units), for add_to_wishlist's value; 0 when none. */
  price?: { amount: number; currency: string }
}

export type FavouriteAction = 'add' | 'remove' | 'list'

/** What an action came to, as a code the page translates (decision 013). */
export type FavouriteNoticeCode =
  | 'added'
  | 'removed'
  /** The session has ended: sign in again. */
  | 'signed_out'
  /** The catalog has no such property (any more). */
  | 'property_unknown'
  /** The member keeps the most favourites one may; remove one first. */
  | 'too_many_favourites'
  /** No answer, or a fault on the server: try again. */
  | 'failed'

export interface FavouriteNotice {
  action: FavouriteAction
  code: FavouriteNoticeCode
  /** The property it is about, with its name, when one. */
  propertyId?: string
  name?: string
}

export interface FavouritesFlowState {
  /** The member's favourite property ids, once known; changes on their way already show. */
  ids: readonly string[] | undefined
  /** The favourites as the profile lists them, newest first, once loaded. */
  favourites: readonly Favourite[] | undefined
  /** The language `favourites` are described in. */
  language: Language | undefined
  /** The list could not be loaded. */
  listFailed: boolean
  /** Properties whose change is waiting for the server. */
  pending: readonly string[]
  /** The last action's outcome. */
  notice: FavouriteNotice | undefined
}

export interface FavouritesFlowActions {
  /** Loads the member's favourites, described in `language`; asked again meanwhile, asks once. */
  load(language: Language): Promise<void>
  /** Adds the property when it is not a favourite, else removes it. */
  toggle(property: FavouriteProperty): Promise<boolean>
  /** Keeps a property as a favourite (shown at once, undone if the server refuses). */
  add(property: FavouriteProperty): Promise<boolean>
  /** Takes a property off the favourites (shown at once, undone if the server refuses). */
  remove(propertyId: string, name?: string): Promise<boolean>
  /** Forgets the member's favourites (signed out). */
  reset(): void
  /** Forgets the last notice. */
  dismiss(): void
}

export type FavouritesFlowStore = FavouritesFlowState & FavouritesFlowActions

/** A signed-in member's favourite properties (issue 13, decision 013). */
export type FavouritesFlow = StoreApi<FavouritesFlowStore>

export interface FavouritesFlowOptions {
  api: ApiClient
  /** Where add_to_wishlist goes (SPEC 4). */
  tracker: Tracker
}
