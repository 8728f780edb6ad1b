import {
  ApiError,
  cardReplaced,
  mayHaveTakenEffect,
  replaceCard,
  type ExistingBookingResponse,
} from '../api'
import type { ManageFlowContext } from './manageFlowContext'
import type {
  CardProblem,
  ManageCard,
  ManageFlowActions,
} from './manageFlowTypes'

// Another card for a booking (issue 32): when the card a rate's later payment was to be made
// with is declined, the guest gives another on the card page (decision 040), and the server
// makes the payment still owed with it at once.

type CardActions = Pick<
  ManageFlowActions,
  'giveAnotherCard' | 'cardConfirmed' | 'retryCard' | 'leaveCardStep'
>

/** No card step open, nothing waiting, nothing failed. */
export const IDLE_CARD: ManageCard = {
  step: undefined,
  busy: false,
  problem: undefined,
}

/** What the booking's declined card still owes (its sum, from its first day), while another card can be given. */
export function declinedPayment(
  booking: Pick<
    ExistingBookingResponse,
    'status' | 'checkOut' | 'paymentSchedule'
  >,
  today: string,
): { amount: number; on: string } | undefined {
  // The server takes no card for a cancelled booking or a stay that is over.
  if (booking.status !== 'confirmed' || booking.checkOut <= today)
    return undefined
  const failed = booking.paymentSchedule.filter(
    (payment) => payment.state === 'failed',
  )
  const first = failed[0]
  if (!first) return undefined
  return {
    amount: failed.reduce((sum, payment) => sum + payment.amount, 0),
    on: first.on,
  }
}

// Nothing happened at the server, or nothing known: the same request may be asked again.
const unanswered = (error: unknown) =>
  mayHaveTakenEffect(error) ||
  (error instanceof ApiError && error.kind === 'rate_limited')

/** Why card-replaced did not keep the card; all but a lost answer spend the card step. */
function keptCardProblem(error: unknown): CardProblem {
  if (unanswered(error)) return 'unanswered'
  const { kind, fields } = error as ApiError
  if (kind === 'payment_declined')
    return fields?.card === 'card_brand_not_accepted'
      ? 'brand_not_accepted'
      : 'declined'
  return kind === 'payment_incomplete' ? 'incomplete' : 'closed'
}

/** The manage flow's card step for another card: open it, keep the card, retry, leave. */
export function cardActions(context: ManageFlowContext): CardActions {
  const { api, lang, options, tracker, set, get, showBooking } = context
  const card = (next: Partial<ManageCard>) =>
    set({ card: { ...get().card, ...next } })
  // The booking's card can no longer change: the booking is shown as the server now has it.
  const closed = async () => {
    card({ step: undefined, busy: false, problem: 'closed' })
    await get().load()
  }

  const giveAnotherCard = async () => {
    const { token } = get()
    if (!token || get().card.busy) return
    set({
      card: { ...get().card, busy: 'opening', problem: undefined },
      notice: undefined,
    })
    try {
      const step = await api.call(replaceCard, {
        token,
        lang,
        parent: options.pageOrigin,
      })
      card({ step, busy: false })
    } catch (error) {
      if (unanswered(error))
        card({ step: undefined, busy: false, problem: 'unavailable' })
      else await closed()
    }
  }

  const cardConfirmed = async (intent: string) => {
    const { token, card: current } = get()
    // Only the open step's intent, and only while it is unspent: a stray or repeated message
    // keeps nothing.
    if (
      !token ||
      current.busy ||
      current.step?.intent !== intent ||
      (current.problem !== undefined && current.problem !== 'unanswered')
    )
      return
    card({ busy: 'keeping', problem: undefined })
    try {
      const booking = await api.call(cardReplaced, { token, lang, intent })
      showBooking(booking)
      set({ card: IDLE_CARD, notice: 'card_replaced' })
      tracker.trackInteraction({
        category: 'booking',
        action: 'card_replaced',
        label: booking.bookingId,
      })
    } catch (error) {
      const problem = keptCardProblem(error)
      if (problem === 'closed') await closed()
      else card({ busy: false, problem })
    }
  }

  return {
    giveAnotherCard,
    cardConfirmed,
    retryCard: async () => {
      const { step, problem } = get().card
      if (step && problem === 'unanswered') await cardConfirmed(step.intent)
      else await giveAnotherCard()
    },
    leaveCardStep: () => {
      const { busy, problem } = get().card
      if (busy) return
      set({ card: IDLE_CARD })
      // The card may have been kept before the answer was lost: the booking as it now stands.
      if (problem === 'unanswered') void get().load()
    },
  }
}
