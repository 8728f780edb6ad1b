import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/ApiError'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import type { GiftVoucherBalance } from '../api/giftVoucherResponses'
import { createGiftVoucherBalanceCheck } from './giftVoucherBalanceCheck'

const balance: GiftVoucherBalance = {
  code: 'ABCD-EFGH-JKMN',
  amount: 10_000,
  balance: 4_500,
  currency: 'EUR',
  state: 'active',
  validUntil: '2029-12-01',
}

describe('gift voucher balance check', () => {
  it('issue 35: asks by the code as it is printed, whatever its case and spacing, and shows what is left', async () => {
    const giftVoucherBalance = vi.fn(async () => balance)
    const check = createGiftVoucherBalanceCheck({
      api: fakeApiClient({ giftVoucherBalance }),
    })
    expect(await check.getState().check(' abcd efgh jkmn ')).toBe(true)
    expect(giftVoucherBalance).toHaveBeenCalledWith({ code: 'ABCD-EFGH-JKMN' })
    expect(check.getState()).toMatchObject({
      busy: false,
      result: balance,
      refusal: undefined,
    })
  })

  it('issue 35: refuses an empty or malformed code at the field without asking the server', async () => {
    const giftVoucherBalance = vi.fn(async () => balance)
    const check = createGiftVoucherBalanceCheck({
      api: fakeApiClient({ giftVoucherBalance }),
    })
    await check.getState().check('')
    expect(check.getState().refusal).toEqual({ code: 'required' })
    await check.getState().check('ABCD-EFGH')
    expect(check.getState().refusal).toEqual({ code: 'gift_voucher_invalid' })
    expect(giftVoucherBalance).not.toHaveBeenCalled()
  })

  it('issue 35: an unknown code (404) says so at the field, and no earlier balance stays beside it', async () => {
    const answers = [
      async () => balance,
      async () => {
        throw refusal('not_found', 404, { code: 'gift_voucher_unknown' })
      },
      async () => {
        throw refusal('not_found', 404)
      },
      async () => {
        throw refusal('missing_params', 400, { code: 'gift_voucher_invalid' })
      },
    ]
    const check = createGiftVoucherBalanceCheck({
      api: fakeApiClient({ giftVoucherBalance: () => answers.shift()!() }),
    })
    await check.getState().check('ABCD-EFGH-JKMN')
    expect(await check.getState().check('ABCD-EFGH-JKMP')).toBe(false)
    expect(check.getState()).toMatchObject({
      result: undefined,
      refusal: { code: 'gift_voucher_unknown' },
    })
    await check.getState().check('ABCD-EFGH-JKMP')
    expect(check.getState().refusal).toEqual({ code: 'gift_voucher_unknown' })
    await check.getState().check('ABCD-EFGH-JKMP')
    expect(check.getState().refusal).toEqual({ code: 'gift_voucher_invalid' })
  })

  it('issue 35: too many checks (429) say how long to wait; no answer says to try again', async () => {
    const answers = [
      new ApiError({
        kind: 'rate_limited',
        status: 429,
        message: 'slow down',
        retryAfterSeconds: 60,
      }),
      refusal('generic', 0),
    ]
    const check = createGiftVoucherBalanceCheck({
      api: fakeApiClient({
        giftVoucherBalance: async () => {
          throw answers.shift()
        },
      }),
    })
    await check.getState().check('ABCD-EFGH-JKMN')
    expect(check.getState().refusal).toEqual({
      code: 'rate_limited',
      retryAfterSeconds: 60,
    })
    await check.getState().check('ABCD-EFGH-JKMN')
    expect(check.getState().refusal).toEqual({ code: 'failed' })
  })

  it('issue 35: asks once at a time', async () => {
    let answer: () => void = () => undefined
    const giftVoucherBalance = vi.fn(
      () =>
        new Promise<GiftVoucherBalance>((resolve) => {
          answer = () => resolve(balance)
        }),
    )
    const check = createGiftVoucherBalanceCheck({
      api: fakeApiClient({ giftVoucherBalance }),
    })
    const first = check.getState().check('ABCD-EFGH-JKMN')
    expect(check.getState().busy).toBe(true)
    expect(await check.getState().check('ABCD-EFGH-JKMN')).toBe(false)
    await vi.waitFor(() => expect(giftVoucherBalance).toHaveBeenCalled())
    answer()
    expect(await first).toBe(true)
    expect(giftVoucherBalance).toHaveBeenCalledTimes(1)
  })
})
