import {
  GIFT_VOUCHER_CURRENCY,
  giftVoucherOrderSchema,
  type GiftVoucherOrder,
} from '../api/giftVouchers'
import { currencyDecimals } from '../format/currencyDecimals'
import type { Language } from '../i18n/languages'

/** The voucher form as the buyer types it; the amount is a choice or another amount in euros. */
export interface GiftVoucherOrderDraft {
  /** One of GIFT_VOUCHER_AMOUNTS in minor units as text ('10000'), 'other', or '' (none yet). */
  amountChoice: string
  /** Another amount, typed in whole units of the currency ('75'), read when the choice is 'other'. */
  otherAmount: string
  recipientName: string
  /** Left empty, the voucher is mailed to the buyer, to print and give. */
  recipientEmail: string
  message: string
  buyerName: string
  buyerEmail: string
}

/** The choice of the radio button that reveals the field for another amount. */
export const OTHER_GIFT_VOUCHER_AMOUNT = 'other'

/** The fields the form shows an error at, in the form's order. */
export const GIFT_VOUCHER_ORDER_FIELDS = [
  'amount',
  'recipientName',
  'recipientEmail',
  'message',
  'buyerName',
  'buyerEmail',
] as const
export type GiftVoucherOrderField = (typeof GIFT_VOUCHER_ORDER_FIELDS)[number]

export type GiftVoucherOrderErrors = Partial<
  Record<GiftVoucherOrderField, string>
>

export const isGiftVoucherOrderField = (
  field: unknown,
): field is GiftVoucherOrderField =>
  (GIFT_VOUCHER_ORDER_FIELDS as readonly unknown[]).includes(field)

/** A form nobody has typed in: no amount chosen, every field empty. */
export const EMPTY_GIFT_VOUCHER_ORDER: GiftVoucherOrderDraft = {
  amountChoice: '',
  otherAmount: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
  buyerName: '',
  buyerEmail: '',
}

// Whole units, or whole units with only zeros after the separator ("75", "75.00", "75,0").
const WHOLE_UNITS = /^(\d{1,7})(?:[.,]0*)?$/

/**
 * The amount the draft asks for, in minor units; undefined when none is chosen or typed, NaN
 * when what was typed is no whole amount (the schema then says `whole_number`).
 */
export function giftVoucherAmountOf(
  draft: Pick<GiftVoucherOrderDraft, 'amountChoice' | 'otherAmount'>,
): number | undefined {
  if (draft.amountChoice === '') return undefined
  if (draft.amountChoice !== OTHER_GIFT_VOUCHER_AMOUNT)
    return Number(draft.amountChoice)
  const typed = draft.otherAmount.replace(/\s/g, '')
  if (typed === '') return undefined
  const whole = WHOLE_UNITS.exec(typed)?.[1]
  if (whole === undefined) return Number.NaN
  return Number(whole) * 10 ** currencyDecimals(GIFT_VOUCHER_CURRENCY)
}

export type GiftVoucherOrderCheck =
  | { success: true; order: GiftVoucherOrder }
  | { success: false; errors: GiftVoucherOrderErrors }

/** The draft as giftVoucherCardPayment takes it, checked by core's schema (decision 014). */
export function giftVoucherOrderOf(
  draft: GiftVoucherOrderDraft,
  lang: Language,
  parent: string,
): GiftVoucherOrderCheck {
  const amount = giftVoucherAmountOf(draft)
  const typedNoWholeAmount = amount !== undefined && Number.isNaN(amount)
  const optional = (value: string) => (value.trim() === '' ? undefined : value)
  const checked = giftVoucherOrderSchema.safeParse({
    lang,
    amount: typedNoWholeAmount ? undefined : amount,
    buyerName: draft.buyerName,
    buyerEmail: draft.buyerEmail,
    recipientName: draft.recipientName,
    recipientEmail: optional(draft.recipientEmail),
    message: optional(draft.message),
    parent,
  })
  if (checked.success) {
    // Fields left empty are left out, not sent as empty or undefined.
    const order = Object.fromEntries(
      Object.entries(checked.data).filter(([, value]) => value !== undefined),
    ) as GiftVoucherOrder
    return { success: true, order }
  }
  const errors: GiftVoucherOrderErrors = {}
  for (const issue of checked.error.issues) {
    const field = issue.path[0]
    if (isGiftVoucherOrderField(field)) errors[field] ??= issue.message
  }
  // Cents, or text: not "required", which would tell the buyer the field is empty.
  if (typedNoWholeAmount) errors.amount = 'whole_number'
  return { success: false, errors }
}
