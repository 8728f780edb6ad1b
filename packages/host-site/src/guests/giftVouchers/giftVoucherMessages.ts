import type { Language } from '@resort/core'
import {
  GIFT_VOUCHER_CURRENCY,
  GIFT_VOUCHER_MAX_AMOUNT,
  GIFT_VOUCHER_MESSAGE_LENGTH,
  GIFT_VOUCHER_MIN_AMOUNT,
  GIFT_VOUCHER_VALID_YEARS,
} from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import type {
  GiftVoucherBalanceRefusal,
  GiftVoucherOrderField,
  GiftVoucherProblem,
} from '@resort/core/giftVouchers'
import type { TFunction } from '../../platform/i18n/translation'

/** A voucher's money in the page's language (minor units, core's formatter). */
export const voucherMoney = (
  amount: number,
  language: Language,
  currency = GIFT_VOUCHER_CURRENCY,
) => formatPrice(amount, currency, language)

/** The limits the page's texts name: the smallest and largest amount, the message's length. */
export const voucherLimits = (language: Language) => ({
  min: voucherMoney(GIFT_VOUCHER_MIN_AMOUNT, language),
  max: voucherMoney(GIFT_VOUCHER_MAX_AMOUNT, language),
  maxLength: String(GIFT_VOUCHER_MESSAGE_LENGTH),
})

/** How long a voucher is valid ("3 years"), in the language's plural form. */
export const validityText = (t: TFunction<'giftVouchers'>) =>
  t('years', { count: GIFT_VOUCHER_VALID_YEARS })

/** A field's error code in words: the field's own, then the common one, then "check this". */
export const orderErrorText = (
  t: TFunction<'giftVouchers'>,
  language: Language,
  field: GiftVoucherOrderField,
  code: string,
): string =>
  t(
    [`errors.${field}.${code}`, `errors.${code}`, 'errors.invalid'],
    voucherLimits(language),
  )

/** What went wrong that no field says, with the way on. */
export const problemText = (
  t: TFunction<'giftVouchers'>,
  problem: GiftVoucherProblem,
): string => t([`problems.${problem.code}`, 'problems.failed'])

/** Why a code's balance was not shown, at the code's field. */
export const refusalText = (
  t: TFunction<'giftVouchers'>,
  refusal: GiftVoucherBalanceRefusal,
): string => t([`refusals.${refusal.code}`, 'refusals.failed'])
