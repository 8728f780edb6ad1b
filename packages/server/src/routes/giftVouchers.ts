import { todayIso } from '@resort/core/stay'
import { ApiProblem } from '#http/errors'
import type { RouteModule } from '../appContext'
import {
  GIFT_VOUCHER_REFUSAL_TEXT,
  voucherState,
} from '../giftVouchers/giftVoucherRules'
import {
  purchaseVoucher,
  startVoucherPayment,
} from '../giftVouchers/giftVoucherSale'
import {
  adminGiftVouchers,
  refundGiftVoucher,
  voidGiftVoucher,
} from '../giftVouchers/giftVoucherStaff'
import { findVoucherByCode } from '../giftVouchers/giftVoucherStore'

/** Gift vouchers (issue 35, decision 045): bought, checked by code, and staff's list, void, refund. */
export const giftVoucherRoutes: RouteModule = (handle, context) => {
  handle('giftVoucherCardPayment', (order) =>
    startVoucherPayment(context, order),
  )

  handle('purchaseGiftVoucher', ({ intent }) =>
    purchaseVoucher(context, intent),
  )

  handle('giftVoucherBalance', async ({ code }) => {
    const voucher = await findVoucherByCode(context.db, code)
    if (!voucher || voucher.state === 'pending' || !voucher.code)
      throw new ApiProblem(
        404,
        'not_found',
        GIFT_VOUCHER_REFUSAL_TEXT.gift_voucher_unknown,
        { code: 'gift_voucher_unknown' },
      )
    return {
      code: voucher.code,
      amount: voucher.amount,
      balance: voucher.balance,
      currency: voucher.currency,
      state: voucherState(voucher, todayIso(context.now())),
      validUntil: voucher.valid_until,
    }
  })

  handle('adminGiftVouchers', () => adminGiftVouchers(context))

  handle('voidGiftVoucher', ({ voucherId }, { caller: admin }) =>
    voidGiftVoucher(context, admin, voucherId),
  )

  handle('refundGiftVoucher', ({ voucherId }, { caller: admin }) =>
    refundGiftVoucher(context, admin, voucherId),
  )
}
