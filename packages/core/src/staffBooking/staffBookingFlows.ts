import { createStore, type StoreApi } from 'zustand/vanilla'
import { adminBooking } from '../api/endpoints'
import { todayIso } from '../stay/stayDates'
import type {
  StaffBookingAnswered,
  StaffBookingFlows,
  StaffBookingFlowsOptions,
  StaffBookingOutcome,
} from './staffBookingFlowsTypes'
import { createStaffCancelFlow } from './staffCancelFlow'
import { createStaffChangeFlow } from './staffChangeFlow'
import type { StaffBooking } from './staffChangeFlowTypes'
import { createStaffFeeCharge } from './staffFeeCharge'
import { chargeableFees } from './staffMoney'
import { createStaffRefund } from './staffRefund'

interface Answering {
  done: StaffBooking | undefined
}

/**
 * Staff's change, cancellation, fees and refunds of one booking (issues 14, 32), each a store of
 * its own, and the booking as the last of them answered: actions may come in any order (a fee,
 * then a refund of it), and the page shows what the latest answered.
 */
export function createStaffBookingFlows({
  api,
  bookingId,
  lang,
  today = () => todayIso(),
}: StaffBookingFlowsOptions): StaffBookingFlows {
  const answered = createStore<StaffBookingAnswered>()(() => ({
    last: undefined,
  }))
  const answer = (booking: StaffBooking, outcome: StaffBookingOutcome) =>
    answered.setState({ last: { booking, outcome } })
  /** Each new answer of `flow` becomes the booking shown. */
  const follow = <Flow extends StoreApi<Answering>>(
    flow: Flow,
    outcome: StaffBookingOutcome,
  ) => {
    flow.subscribe((state, previous) => {
      if (state.done && state.done !== previous.done)
        answer(state.done, outcome)
    })
    return flow
  }

  const change = follow(
    createStaffChangeFlow({ api, bookingId, lang, today }),
    'changed',
  )
  const cancel = follow(
    createStaffCancelFlow({ api, bookingId, lang }),
    'cancelled',
  )

  return {
    change,
    cancel,
    answered,
    fees: (booking) => chargeableFees(booking, today()),
    feeCharge: (booking) => {
      const charge = follow(
        createStaffFeeCharge({ api, booking, lang, today: today() }),
        'fee_charged',
      )
      // A declined card is kept as a failed payment: the booking is read again to show it.
      charge.subscribe((state, previous) => {
        if (
          state.problem?.kind !== 'payment_declined' ||
          state.problem === previous.problem
        )
          return
        void api.call(adminBooking, { id: bookingId, lang }).then(
          (booking) => answer(booking, 'fee_declined'),
          // Not read: the form still says the card was declined.
          () => undefined,
        )
      })
      return charge
    },
    refund: (booking, payment) =>
      follow(createStaffRefund({ api, booking, payment, lang }), 'refunded'),
  }
}
