import type { ApiClient } from '../api/createApiClient'
import { adminChargeFee } from '../api/endpoints'
import type { Language } from '../i18n/languages'
import { typedAmount } from '../staff/amountInput'
import { todayIso } from '../stay/stayDates'
import { checkStaffAmount } from './staffAmount'
import type { StaffBooking } from './staffChangeFlowTypes'
import { chargeableFees } from './staffMoney'
import {
  createStaffMoneyAction,
  type StaffMoneyCheck,
} from './staffMoneyAction'
import type {
  ChargeableFee,
  StaffFeeCharge,
  StaffFeeDraft,
  StaffFeeField,
  StaffFeeRequest,
} from './staffMoneyTypes'
import { checkReason } from './staffRequest'

const FIELDS: readonly string[] = ['fee', 'amount', 'reason']

/** The amount a fee's form begins with, as staff would type it ('' where the rate names none). */
export const suggestedAmount = (fee: ChargeableFee, currency: string) =>
  fee.suggested > 0 ? typedAmount(fee.suggested, currency) : ''

/**
 * Staff charging a no-show or late-cancellation fee to the card the booking keeps (issue 32),
 * with the reason the guest is mailed. The draft begins with the first fee that may be charged
 * now and its amount; the amount is checked against the most the server takes, and the charge
 * is sent only once staff confirm what it will do.
 */
export function createStaffFeeCharge({
  api,
  booking,
  lang,
  today = todayIso(),
}: {
  api: ApiClient
  /** The booking as shown: its currency, payments and the fees it allows now. */
  booking: StaffBooking
  /** The staff member's language, in which the booking is answered. */
  lang: Language
  today?: string
}): StaffFeeCharge {
  const fees = chargeableFees(booking, today)
  const first = fees[0]

  /** The call the draft makes, or the codes of its refused fields. */
  const requestOf = (
    draft: StaffFeeDraft,
  ): StaffMoneyCheck<StaffFeeRequest, StaffFeeField> => {
    const chosen = fees.find((fee) => fee.fee === draft.fee)
    const amount = checkStaffAmount(
      draft.amount,
      booking.currency,
      chosen?.most ?? Number.MAX_SAFE_INTEGER,
    )
    const reason = checkReason(draft.reason)
    if (chosen && 'value' in amount && 'value' in reason)
      return {
        request: {
          id: booking.bookingId,
          fee: chosen.fee,
          amount: amount.value,
          reason: reason.value,
          lang,
        },
      }
    const codes: Partial<Record<StaffFeeField, string>> = {}
    if (!chosen) codes.fee = 'required'
    if ('code' in amount) codes.amount = amount.code
    if ('code' in reason) codes.reason = reason.code
    return { codes }
  }

  return createStaffMoneyAction({
    draft: {
      fee: first?.fee ?? '',
      amount: first ? suggestedAmount(first, booking.currency) : '',
      reason: '',
    },
    requestOf,
    send: (request) => api.call(adminChargeFee, request),
    isField: (name) => FIELDS.includes(name),
  })
}
