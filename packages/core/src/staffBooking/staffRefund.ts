import type { ApiClient } from '../api/createApiClient'
import { adminRefundPayment } from '../api/endpoints'
import type { Language } from '../i18n/languages'
import { typedAmount } from '../staff/amountInput'
import { checkStaffAmount } from './staffAmount'
import type { StaffBooking } from './staffChangeFlowTypes'
import { refundLeft } from './staffMoney'
import {
  createStaffMoneyAction,
  type StaffMoneyCheck,
} from './staffMoneyAction'
import type {
  StaffPayment,
  StaffRefund,
  StaffRefundDraft,
  StaffRefundField,
  StaffRefundRequest,
} from './staffMoneyTypes'
import { checkReason } from './staffRequest'

const FIELDS: readonly string[] = ['amount', 'reason']

/**
 * Staff refunding part or all of one payment to the guest's card (issue 32), with the reason
 * the guest is mailed. The amount begins at what is left to refund (taken less refunded) and is
 * checked against it; the refund is sent only once staff confirm what it will do.
 */
export function createStaffRefund({
  api,
  booking,
  payment,
  lang,
}: {
  api: ApiClient
  /** The booking as shown, whose payment it is. */
  booking: StaffBooking
  payment: StaffPayment
  /** The staff member's language, in which the booking is answered. */
  lang: Language
}): StaffRefund {
  const left = refundLeft(payment)

  /** The call the draft makes, or the codes of its refused fields. */
  const requestOf = (
    draft: StaffRefundDraft,
  ): StaffMoneyCheck<StaffRefundRequest, StaffRefundField> => {
    const amount = checkStaffAmount(draft.amount, payment.currency, left)
    const reason = checkReason(draft.reason)
    if ('value' in amount && 'value' in reason)
      return {
        request: {
          id: booking.bookingId,
          paymentId: payment.paymentId,
          amount: amount.value,
          reason: reason.value,
          lang,
        },
      }
    const codes: Partial<Record<StaffRefundField, string>> = {}
    if ('code' in amount) codes.amount = amount.code
    if ('code' in reason) codes.reason = reason.code
    return { codes }
  }

  return createStaffMoneyAction({
    draft: {
      amount: left > 0 ? typedAmount(left, payment.currency) : '',
      reason: '',
    },
    requestOf,
    send: (request) => api.call(adminRefundPayment, request),
    isField: (name) => FIELDS.includes(name),
  })
}
