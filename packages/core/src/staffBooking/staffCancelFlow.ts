import { createStore } from 'zustand/vanilla'
import { adminCancelBooking } from '../api/endpoints'
import type {
  StaffCancelFlow,
  StaffCancelFlowOptions,
  StaffCancelStore,
} from './staffCancelFlowTypes'
import { checkReason, refusedBy } from './staffRequest'

const isField = (field: string) => field === 'reason'

/**
 * Staff cancelling a booking for the guest (issue 14), with the reason the guest is mailed; the
 * fee is the rate's unless waived. The reason is checked, then asked about once more, then sent.
 */
export function createStaffCancelFlow({
  api,
  bookingId,
  lang,
}: StaffCancelFlowOptions): StaffCancelFlow {
  return createStore<StaffCancelStore>()((set, get) => {
    /** The request the reason makes, or undefined with its error shown. */
    const requestOf = (typed: string) => {
      const reason = checkReason(typed)
      if ('value' in reason)
        return {
          id: bookingId,
          reason: reason.value,
          waiveFee: get().waiveFee,
          lang,
        }
      set({ errors: { reason: reason.code }, confirming: false })
      return undefined
    }

    return {
      waiveFee: false,
      confirming: false,
      busy: false,
      errors: {},
      problem: undefined,
      done: undefined,

      ask: (reason) => {
        if (get().busy) return false
        set({ errors: {}, problem: undefined })
        if (!requestOf(reason)) return false
        set({ confirming: true })
        return true
      },

      confirm: async (reason) => {
        if (get().busy || !get().confirming) return false
        set({ errors: {}, problem: undefined })
        const request = requestOf(reason)
        if (!request) return false
        set({ busy: true })
        try {
          const cancelled = await api.call(adminCancelBooking, request)
          set({ busy: false, confirming: false, done: cancelled })
          return true
        } catch (failure) {
          set({
            busy: false,
            confirming: false,
            ...refusedBy(failure, isField),
          })
          return false
        }
      },

      waive: (waiveFee) => set({ waiveFee, confirming: false }),

      editReason: () => set({ errors: {}, confirming: false }),
    }
  })
}
