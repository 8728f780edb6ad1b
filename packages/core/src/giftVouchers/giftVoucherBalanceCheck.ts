import { createStore, type StoreApi } from 'zustand/vanilla'
import { ApiError, fieldCodeOf } from '../api/ApiError'
import type { ApiClient } from '../api/createApiClient'
import { giftVoucherBalance } from '../api/endpoints'
import { giftVoucherCodeKey } from '../api/giftVoucherCode'
import type { GiftVoucherBalance } from '../api/giftVoucherResponses'
import { giftVoucherBalanceRequestSchema } from '../api/giftVouchers'

/**
 * Why a code's balance was not shown, as a code the page says at the code's field: the
 * schema's or the server's (`required`, `gift_voucher_invalid`, `gift_voucher_unknown`), too
 * many checks (`rate_limited`, with the seconds to wait when given), or no answer (`failed`).
 */
export interface GiftVoucherBalanceRefusal {
  code: string
  retryAfterSeconds?: number
}

export interface GiftVoucherBalanceCheckState {
  busy: boolean
  /** What is left on the voucher last checked. */
  result: GiftVoucherBalance | undefined
  refusal: GiftVoucherBalanceRefusal | undefined
}

export interface GiftVoucherBalanceCheckActions {
  /** Asks what is left on a voucher by its code, as typed ("abcd efgh jkmn" too). */
  check(code: string): Promise<boolean>
}

export type GiftVoucherBalanceCheckStore = GiftVoucherBalanceCheckState &
  GiftVoucherBalanceCheckActions

/** Checking a gift voucher's balance by its code (issue 35). */
export type GiftVoucherBalanceCheck = StoreApi<GiftVoucherBalanceCheckStore>

/** The refusal of a check the server answered, or did not. */
function refusalOf(error: unknown): GiftVoucherBalanceRefusal {
  if (!(error instanceof ApiError)) return { code: 'failed' }
  if (error.kind === 'rate_limited')
    return error.retryAfterSeconds === undefined
      ? { code: 'rate_limited' }
      : { code: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds }
  const field = error.fields?.code ?? fieldCodeOf(error)
  if (field) return { code: field }
  // An unknown code without its field's reason is still unknown.
  if (error.kind === 'not_found') return { code: 'gift_voucher_unknown' }
  return { code: 'failed' }
}

/** A gift voucher's balance by its code; the code is checked before it is sent. */
export function createGiftVoucherBalanceCheck({
  api,
}: {
  api: ApiClient
}): GiftVoucherBalanceCheck {
  return createStore<GiftVoucherBalanceCheckStore>()((set, get) => ({
    busy: false,
    result: undefined,
    refusal: undefined,

    check: async (code) => {
      if (get().busy) return false
      const request = giftVoucherBalanceRequestSchema.safeParse({ code })
      if (!request.success) {
        set({
          result: undefined,
          refusal: {
            code: request.error.issues[0]?.message ?? 'gift_voucher_invalid',
          },
        })
        return false
      }
      // Another code's balance is not left beside a new check.
      set({ busy: true, result: undefined, refusal: undefined })
      try {
        // As it is kept and printed: upper case, in groups of four.
        const result = await api.call(giftVoucherBalance, {
          code: giftVoucherCodeKey(request.data.code),
        })
        set({ busy: false, result })
        return true
      } catch (error) {
        set({ busy: false, refusal: refusalOf(error) })
        return false
      }
    },
  }))
}
