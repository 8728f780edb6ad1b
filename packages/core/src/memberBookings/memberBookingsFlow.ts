import { createStore } from 'zustand/vanilla'
import { ApiError, isSignedOut } from '../api/ApiError'
import { claimReservation, memberReservations } from '../api/endpoints'
import type { MemberReservations } from '../api/loyaltyResponses'
import { todayIso } from '../stay/stayDates'
import type {
  MemberBookingsFlow,
  MemberBookingsFlowOptions,
  MemberBookingsFlowState,
  MemberBookingsFlowStore,
  MemberBookingsNoticeCode,
} from './memberBookingsFlowTypes'

const EMPTY: MemberBookingsFlowState = {
  status: 'idle',
  language: undefined,
  upcoming: [],
  past: [],
  claimable: [],
  claiming: undefined,
  notice: undefined,
}

/** What a refused call came to. */
function noticeCodeOf(error: unknown): MemberBookingsNoticeCode {
  if (isSignedOut(error)) return 'signed_out'
  return error instanceof ApiError && error.kind === 'not_found'
    ? 'not_found'
    : 'failed'
}

/**
 * The member's bookings, parted into upcoming and past stays by their check-out, and the guest
 * bookings of their address they may claim; state changes only through the actions (decision 013).
 */
export function createMemberBookingsFlow({
  api,
  today = () => todayIso(),
}: MemberBookingsFlowOptions): MemberBookingsFlow {
  // A reset (sign-out) makes answers to earlier calls stale; so does a newer list.
  let generation = 0
  let listing = 0

  // The server lists the latest stay first; a stay under way is still upcoming.
  const parted = ({ reservations, claimable }: MemberReservations) => {
    const day = today()
    return {
      upcoming: reservations.filter(({ checkOut }) => checkOut > day).reverse(),
      past: reservations.filter(({ checkOut }) => checkOut <= day),
      claimable,
    }
  }

  return createStore<MemberBookingsFlowStore>()((set, get) => ({
    ...EMPTY,

    load: async (language) => {
      const started = generation
      const mine = ++listing
      set((state) => ({
        // A list in another language is not shown while the new one loads.
        status:
          state.status === 'loaded' && state.language === language
            ? 'loaded'
            : 'loading',
      }))
      try {
        const answer = await api.call(memberReservations, { lang: language })
        if (started !== generation || mine !== listing) return
        set({ ...parted(answer), language, status: 'loaded' })
      } catch (error) {
        if (started !== generation || mine !== listing) return
        const code = noticeCodeOf(error)
        set({
          status: 'failed',
          notice: code === 'signed_out' ? { action: 'list', code } : undefined,
        })
      }
    },

    claim: async (bookingId) => {
      const { claiming, claimable, language } = get()
      if (claiming !== undefined) return false
      const propertyName = claimable.find(
        (booking) => booking.bookingId === bookingId,
      )?.propertyName
      const about = {
        bookingId,
        ...(propertyName === undefined ? {} : { propertyName }),
      }
      const started = generation
      set({ claiming: bookingId, notice: undefined })
      try {
        const answer = await api.call(claimReservation, {
          bookingId,
          ...(language ? { lang: language } : {}),
        })
        if (started !== generation) return false
        // Any list still on its way knows nothing of the claim.
        listing++
        set({
          ...parted(answer),
          status: 'loaded',
          claiming: undefined,
          notice: { action: 'claim', code: 'claimed', ...about },
        })
        return true
      } catch (error) {
        if (started !== generation) return false
        const code = noticeCodeOf(error)
        set((state) => ({
          claiming: undefined,
          // Gone from what may be claimed: the list no longer offers it.
          claimable:
            code === 'not_found'
              ? state.claimable.filter((b) => b.bookingId !== bookingId)
              : state.claimable,
          notice: { action: 'claim', code, ...about },
        }))
        return false
      }
    },

    reset: () => {
      generation++
      set(EMPTY)
    },

    dismiss: () => set({ notice: undefined }),
  }))
}
