import { createStore } from 'zustand/vanilla'
import { adminChangeBooking, adminChangeQuote } from '../api/endpoints'
import { adultsParam, childrenParam } from '../api/stayQuery'
import { createChangeMachine } from '../reservation/changeMachine'
import { agesFor } from '../reservation/childAges'
import { changeRequestOf, needsChildAges } from '../reservation/modifyChildAges'
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
import { checkField, checkReason, refusedBy } from './staffRequest'

// The change form's own fields; a refusal naming another (the booking's id) is no field's.
const FORM_FIELD =
  /^(dateFrom|dateTo|reason|units\.\d+\.(adults|children|childAges\.\d+))$/
const isField = (field: string) => FORM_FIELD.test(field)

const COUNTS = { adults: adultsParam, children: childrenParam }

/**
 * The change as typed, over the booking's rooms and extras as booked (staff keep the extras),
 * checked by the server's rules: the change, or each refused field's code.
 */
function checkChange(
  booking: BookedStay,
  input: StaffChangeInput,
  today: string,
): { draft: ModifyDraft } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {
    ...validateStayDates(input.dateFrom, input.dateTo, today),
  }
  const units = draftOf(booking).units.map((unit, index) => {
    const counted = { ...unit }
    for (const who of ['adults', 'children'] as const) {
      // An empty count is asked for, not read as none.
      const typed = input.guests[index]?.[who].trim() ?? ''
      const count = typed
        ? checkField(COUNTS[who], typed)
        : { code: 'required' }
      if ('value' in count) counted[who] = count.value
      else errors[`units.${index}.${who}`] = count.code
    }
    // Issue 33: one age per child, chosen from 0 to 17, as the guest's own change asks them.
    const typedAges = input.guests[index]?.childAges ?? []
    counted.childAges = agesFor(
      counted.children,
      typedAges.map((age) => (age.trim() === '' ? null : Number(age))),
    )
    if (needsChildAges(booking.accomodationData[index], counted))
      counted.childAges.forEach((age, child) => {
        if (age === null)
          errors[`units.${index}.childAges.${child}`] = 'child_age_required'
      })
    return counted
  })
  return Object.keys(errors).length > 0
    ? { errors }
    : { draft: { dateFrom: input.dateFrom, dateTo: input.dateTo, units } }
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
        api.call(adminChangeQuote, {
          id: bookingId,
          lang,
          ...changeRequestOf(draft),
        }),
      save: (draft, expectedTotal, reason) =>
        api.call(adminChangeBooking, {
          id: bookingId,
          lang,
          ...changeRequestOf(draft),
          expectedTotal,
          reason,
        }),
    })

    /** The change as the server would take it, or undefined with the refused fields shown. */
    const checked = (booking: BookedStay, input: StaffChangeInput) => {
      const change = checkChange(booking, input, today())
      if ('draft' in change) return change.draft
      set({ errors: change.errors })
      return undefined
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
        const draft = checked(booking, input)
        if (!draft) return false
        const said = checkReason(reason)
        if ('code' in said) {
          set({ errors: { reason: said.code } })
          return false
        }
        const outcome = await change.confirm(draft, said.value)
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
