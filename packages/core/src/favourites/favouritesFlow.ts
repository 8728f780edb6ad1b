import { createStore } from 'zustand/vanilla'
import { ApiError, fieldCodeOf, isSignedOut } from '../api/ApiError'
import {
  addFavourite,
  memberFavourites,
  removeFavourite,
} from '../api/endpoints'
import type { Language } from '../i18n/languages'
import { toMajorUnits } from '../tracking/toMajorUnits'
import type {
  FavouriteAction,
  FavouriteNoticeCode,
  FavouriteProperty,
  FavouritesFlow,
  FavouritesFlowOptions,
  FavouritesFlowStore,
} from './favouritesFlowTypes'

/** SPEC 9: prices show in EUR; a property shown without a price is valued 0 EUR. */
const DISPLAY_CURRENCY = 'EUR'

/** What a refused change came to. */
function noticeCodeOf(error: unknown): FavouriteNoticeCode {
  if (!(error instanceof ApiError)) return 'failed'
  const field = fieldCodeOf(error)
  if (field === 'property_unknown' || field === 'too_many_favourites')
    return field
  return isSignedOut(error) ? 'signed_out' : 'failed'
}

/** The property as add_to_wishlist's ecommerce object (SPEC 4). */
function wishlistItem({ propertyId, name, price }: FavouriteProperty) {
  const currency = price?.currency ?? DISPLAY_CURRENCY
  const value = toMajorUnits(price?.amount ?? 0, currency)
  return {
    currency,
    value,
    items: [
      {
        item_id: propertyId,
        item_name: name,
        ...(price ? { price: value } : {}),
      },
    ],
  }
}

/**
 * A signed-in member's favourite properties: a change shows at once and is undone, with a
 * notice, when the server refuses it; state changes only through the actions (decision 013).
 */
export function createFavouritesFlow({
  api,
  tracker,
}: FavouritesFlowOptions): FavouritesFlow {
  // Changes on their way to the server, by property: what the member asked for. A list that
  // arrives meanwhile shows them too.
  const asked = new Map<string, boolean>()
  // A reset (sign-out) makes answers to earlier calls stale; so does a newer list.
  let generation = 0
  let listing = 0
  // The list on its way, so that every button of a page asking for it asks once.
  let inFlight: { language: string; loaded: Promise<void> } | undefined

  return createStore<FavouritesFlowStore>()((set, get) => {
    const withAsked = (ids: readonly string[]) => {
      const result = new Set(ids)
      for (const [id, favourite] of asked)
        if (favourite) result.add(id)
        else result.delete(id)
      return [...result]
    }
    const setPending = (propertyId: string, pending: boolean) =>
      set((state) => ({
        pending: pending
          ? [...state.pending, propertyId]
          : state.pending.filter((id) => id !== propertyId),
      }))

    /** Shows a change at once, asks the server, and undoes it when refused. */
    async function change(
      action: Exclude<FavouriteAction, 'list'>,
      property: { propertyId: string; name?: string | undefined },
      call: () => Promise<unknown>,
    ): Promise<boolean> {
      const { propertyId } = property
      if (get().pending.includes(propertyId)) return false
      const favourite = action === 'add'
      const before = get()
      const wasFavourite = before.ids?.includes(propertyId) ?? !favourite
      const listIndex =
        before.favourites?.findIndex(
          (item) => item.propertyId === propertyId,
        ) ?? -1
      const listed = before.favourites?.[listIndex]
      const about = {
        propertyId,
        ...(property.name === undefined ? {} : { name: property.name }),
      }
      const started = generation
      asked.set(propertyId, favourite)
      setPending(propertyId, true)
      set((state) => ({
        notice: undefined,
        ids: withAsked(state.ids ?? []),
        favourites: favourite
          ? state.favourites
          : state.favourites?.filter((item) => item.propertyId !== propertyId),
      }))
      try {
        await call()
        if (started !== generation) return false
        asked.delete(propertyId)
        setPending(propertyId, false)
        set({
          notice: { action, code: favourite ? 'added' : 'removed', ...about },
        })
        return true
      } catch (error) {
        if (started !== generation) return false
        asked.delete(propertyId)
        setPending(propertyId, false)
        const code = noticeCodeOf(error)
        set((state) => {
          const others = (state.ids ?? []).filter((id) => id !== propertyId)
          const favourites =
            listed && state.favourites && !favourite
              ? [
                  ...state.favourites.slice(0, listIndex),
                  listed,
                  ...state.favourites.slice(listIndex),
                ]
              : state.favourites
          return {
            ids: wasFavourite ? [...others, propertyId] : others,
            favourites,
            notice: { action, code, ...about },
          }
        })
        return false
      }
    }

    /** Asks for the list; an answer to an older list or from before a reset is dropped. */
    async function list(language: Language): Promise<void> {
      const started = generation
      const mine = ++listing
      try {
        const { favourites } = await api.call(memberFavourites, {
          lang: language,
        })
        if (started !== generation || mine !== listing) return
        set({
          ids: withAsked(favourites.map((item) => item.propertyId)),
          favourites: favourites.filter(
            (item) => asked.get(item.propertyId) !== false,
          ),
          language,
          listFailed: false,
        })
      } catch (error) {
        if (started !== generation || mine !== listing) return
        set(
          isSignedOut(error)
            ? { notice: { action: 'list', code: 'signed_out' } }
            : { listFailed: true },
        )
      }
    }

    return {
      ids: undefined,
      favourites: undefined,
      language: undefined,
      listFailed: false,
      pending: [],
      notice: undefined,

      load: (language) => {
        if (inFlight?.language !== language) {
          const loaded = list(language).finally(() => {
            if (inFlight?.loaded === loaded) inFlight = undefined
          })
          inFlight = { language, loaded }
        }
        return inFlight.loaded
      },

      toggle: (property) =>
        get().ids?.includes(property.propertyId)
          ? get().remove(property.propertyId, property.name)
          : get().add(property),

      add: async (property) => {
        const added = await change('add', property, () =>
          api.call(addFavourite, { propertyId: property.propertyId }),
        )
        if (added) tracker.trackAddToWishlist(wishlistItem(property))
        return added
      },

      remove: (propertyId, name) =>
        change('remove', { propertyId, name }, () =>
          api.call(removeFavourite, { propertyId }),
        ),

      reset: () => {
        generation++
        inFlight = undefined
        asked.clear()
        set({
          ids: undefined,
          favourites: undefined,
          language: undefined,
          listFailed: false,
          pending: [],
          notice: undefined,
        })
      },

      dismiss: () => set({ notice: undefined }),
    }
  })
}
