import { createStore } from 'zustand/vanilla'
import {
  adminChangeBookingSchema,
  adminChangeQuoteSchema,
} from '../api/adminBookings'
import { adminChangeBooking, adminChangeQuote } from '../api/endpoints'
import { createChangeMachine } from '../reservation/changeMachine'
import {
  draftOf,
  type BookedStay,
  type ModifyDraft,
} from '../reservation/modifyState'
import { todayIso, validateStayDates } from '../stay/stayDates'
import type {
  StaffBooking,
  StaffChangeFlow,
  StaffChangeFlowOptions,
  StaffChangeInput,
  StaffChangeStore,
} from './staffChangeFlowTypes'
import { checkedRequest, refusedBy } from './staffRequest'

// The change form's own fields; a refusal naming another (the booking's id) is no field's.
const FORM_FIELD = /^(dateFrom|dateTo|reason|units\.\d+\.(adults|children))$/
const isField = (field: string) => FORM_FIELD.test(field)

/** The change as typed, over the booking's rooms and extras as booked (staff keep the extras). */
function typedChange(booking: BookedStay, input: StaffChangeInput) {
  const booked = draftOf(booking)
  return {
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
    units: booked.units.map((unit, index) => ({
      ...unit,
      adults: input.guests[index]?.adults.trim() ?? '',
      children: input.guests[index]?.children.trim() ?? '',
    })),
  }
}

/** An empty count is asked for, not read as none. */
function emptyCounts(change: ReturnType<typeof typedChange>) {
  const errors: Record<string, string> = {}
  change.units.forEach((unit, index) => {
    if (!unit.adults) errors[`units.${index}.adults`] = 'required'
    if (!unit.children) errors[`units.${index}.children`] = 'required'
  })
  return errors
}

/**
 * Staff changing a booking's dates or guests for the guest (issue 14): checked as the server
 * checks it, priced as the guest's own change is, then saved at that price with a reason. It runs
 * on the guest's change machine (reservation/changeMachine.ts) with staff's calls.
 */
export function createStaffChangeFlow({
  api,
  bookingId,
  lang,
  today = () => todayIso(),
}: StaffChangeFlowOptions): StaffChangeFlow {
  // The booking the change is made to, as shown when the change was asked for.
  let shown: BookedStay | undefined

  return createStore<StaffChangeStore>()((set, get) => {
    const change = createChangeMachine<StaffBooking, string>({
      get,
      set,
      unchanged: () => shown && draftOf(shown),
      today,
      // Staff ask for the price with a button: at once.
      quoteDelayMs: 0,
      quote: (draft) =>
        api.call(adminChangeQuote, { id: bookingId, lang, ...draft }),
      save: (draft, expectedTotal, reason) =>
        api.call(adminChangeBooking, {
          id: bookingId,
          lang,
          ...draft,
          expectedTotal,
          reason,
        }),
    })

    /** The change as the server would take it, or false with the form's refusal shown. */
    const checked = (
      booking: BookedStay,
      input: StaffChangeInput,
      extra: { expectedTotal?: number; reason?: string } = {},
    ): ModifyDraft | false => {
      const typed = typedChange(booking, input)
      const schema =
        extra.reason === undefined
          ? adminChangeQuoteSchema
          : adminChangeBookingSchema
      const result = checkedRequest(
        schema,
        { id: bookingId, lang, ...typed, ...extra },
        isField,
      )
      const stay = validateStayDates(input.dateFrom, input.dateTo, today())
      const own = { ...stay, ...emptyCounts(typed) }
      if ('request' in result && Object.keys(own).length === 0) {
        const { dateFrom, dateTo, units } = result.request
        return { dateFrom, dateTo, units }
      }
      const refused =
        'refused' in result
          ? result.refused
          : { errors: {}, problem: undefined }
      const errors = { ...refused.errors, ...own }
      set({
        errors,
        problem: Object.keys(errors).length > 0 ? undefined : refused.problem,
      })
      return false
    }

    const busy = () => get().changeQuote.state === 'pricing' || get().changeBusy

    return {
      changeQuote: { state: 'unchanged' },
      changeBusy: false,
      changeRefusal: undefined,
      errors: {},
      problem: undefined,
      nothingChanged: false,
      done: undefined,

      priceChange: async (booking, input) => {
        if (busy()) return false
        set({ errors: {}, problem: undefined, nothingChanged: false })
        const draft = checked(booking, input)
        if (!draft) return false
        shown = booking
        const priced = await change.price(draft)
        if (!priced) return false
        if (priced.error !== undefined) set(refusedBy(priced.error, isField))
        if (priced.quote.state === 'unchanged') set({ nothingChanged: true })
        return priced.quote.state === 'priced'
      },

      save: async (booking, input, reason) => {
        const { changeQuote } = get()
        if (busy() || changeQuote.state !== 'priced') return false
        set({ errors: {}, problem: undefined })
        const draft = checked(booking, input, {
          expectedTotal: changeQuote.quote.totalPrice,
          reason,
        })
        if (!draft) return false
        const outcome = await change.confirm(draft, reason.trim())
        if ('failed' in outcome) {
          set(refusedBy(outcome.failed, isField))
          return false
        }
        shown = outcome.saved
        // The next change starts from the booking as changed, priced anew.
        change.forget()
        set({ done: outcome.saved })
        return true
      },

      edit: (field) => {
        if (field !== 'reason') change.forget()
        const rest = { ...get().errors }
        delete rest[field]
        set({ errors: rest, nothingChanged: false })
      },
    }
  })
}
