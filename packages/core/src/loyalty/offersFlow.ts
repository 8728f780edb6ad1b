import { createStore } from 'zustand/vanilla'
import { ApiError, fieldCodeOf, isSignedOut } from '../api/ApiError'
import { activateOffer, memberOffers } from '../api/endpoints'
import type { MemberOffer } from '../api/memberOffersResponses'
import {
  browserSessionStorage,
  consoleLogger,
  loadState,
  saveState,
  SESSION_KEYS,
} from '../reservation/sessionState'
import type {
  OfferRefusalCode,
  OffersFlow,
  OffersFlowOptions,
  OffersFlowState,
  OffersFlowStore,
} from './offersFlowTypes'

/** What SPEC 9's promo_box holds once the member dismissed the teaser. */
interface PromoBoxState {
  dismissed: boolean
}

function refusalOf(error: unknown): OfferRefusalCode {
  if (isSignedOut(error)) return 'signed_out'
  const code = fieldCodeOf(error)
  if (code === 'offer_not_active' || code === 'not_a_member') return code
  if (error instanceof ApiError && error.kind === 'not_found')
    return 'not_found'
  return 'failed'
}

/** The offer the profile's teaser names: the first the member has not activated, unless dismissed. */
export function teaserOffer(state: OffersFlowState): MemberOffer | undefined {
  if (state.promoDismissed) return undefined
  return state.offers?.find((offer) => offer.activatedAt === null)
}

/**
 * A club member's exclusive offers: the list, activations with their refusals at each offer, and
 * the profile teaser's dismissal kept in session storage; state changes only through the actions
 * (decision 013).
 */
export function createOffersFlow({
  api,
  storage = browserSessionStorage(),
  logger = consoleLogger,
}: OffersFlowOptions): OffersFlow {
  // A reset (sign-out) makes answers to earlier calls stale.
  let generation = 0
  const promoDismissed = () =>
    loadState<PromoBoxState>(SESSION_KEYS.promoBox, storage, logger)
      ?.dismissed === true

  // What the store holds before a load, and again after a reset.
  const empty = () => ({
    offers: undefined,
    language: undefined,
    loadFailed: false,
    notMember: false,
    busy: undefined,
    refusals: {},
    activated: undefined,
  })

  return createStore<OffersFlowStore>()((set, get) => ({
    ...empty(),
    promoDismissed: promoDismissed(),

    load: async (language) => {
      const started = generation
      try {
        const { offers } = await api.call(memberOffers, { lang: language })
        if (started === generation)
          set({ offers, language, loadFailed: false, notMember: false })
      } catch (error) {
        if (started !== generation) return
        if (fieldCodeOf(error) === 'not_a_member')
          set({ offers: [], language, loadFailed: false, notMember: true })
        else set({ loadFailed: true })
      }
    },

    activate: async (offerId) => {
      if (get().busy) return false
      const started = generation
      const { [offerId]: _earlier, ...refusals } = get().refusals
      set({ busy: offerId, refusals, activated: undefined })
      try {
        const { offer } = await api.call(activateOffer, {
          offerId,
          ...(get().language ? { lang: get().language } : {}),
        })
        if (started !== generation) return false
        set({
          busy: undefined,
          activated: offerId,
          offers: get().offers?.map((known) =>
            known.id === offerId ? offer : known,
          ),
        })
        return true
      } catch (error) {
        if (started !== generation) return false
        set({
          busy: undefined,
          refusals: { ...get().refusals, [offerId]: refusalOf(error) },
        })
        return false
      }
    },

    dismissPromo: () => {
      saveState(
        SESSION_KEYS.promoBox,
        { dismissed: true } satisfies PromoBoxState,
        storage,
        logger,
      )
      set({ promoDismissed: true })
    },

    reset: () => {
      generation++
      set(empty())
    },
  }))
}
