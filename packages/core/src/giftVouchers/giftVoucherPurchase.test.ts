import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/ApiError'
import type { CardPaymentResponse } from '../api/booking'
import {
  fakeApiClient,
  refusal,
  type FakeEndpoints,
} from '../api/fakeApiClient'
import type { GiftVoucherBought } from '../api/giftVoucherResponses'
import {
  EMPTY_GIFT_VOUCHER_ORDER,
  type GiftVoucherOrderDraft,
} from './giftVoucherOrderDraft'
import { createGiftVoucherPurchase } from './giftVoucherPurchase'

const ORIGIN = 'https://www.adria-alpe.example'

const draft = (over: Partial<GiftVoucherOrderDraft> = {}) => ({
  ...EMPTY_GIFT_VOUCHER_ORDER,
  amountChoice: '10000',
  recipientName: 'Marko Horvat',
  buyerName: 'Ana Horvat',
  buyerEmail: 'ana@example.com',
  ...over,
})

const cardStep = (intent = 'pi_Voucher0001'): CardPaymentResponse => ({
  intent,
  cardPage: `https://pay.example/card/${intent}`,
  cardOrigin: 'https://pay.example',
  amount: 10_000,
  currency: 'EUR',
  testMode: true,
})

const bought: GiftVoucherBought = {
  code: 'ABCD-EFGH-JKMN',
  amount: 10_000,
  balance: 10_000,
  currency: 'EUR',
  state: 'active',
  validUntil: '2029-12-01',
  recipientName: 'Marko Horvat',
  mailedTo: 'ana@example.com',
}

function purchaseWith(handlers: FakeEndpoints) {
  const flow = createGiftVoucherPurchase({
    api: fakeApiClient(handlers),
    language: 'de',
    pageOrigin: ORIGIN,
  })
  return { flow, state: () => flow.getState() }
}

/** A flow on its card step for intent `pi_Voucher0001`. */
async function onCardStep(handlers: FakeEndpoints = {}) {
  const opened = purchaseWith({
    giftVoucherCardPayment: async () => cardStep(),
    ...handlers,
  })
  expect(await opened.state().order(draft())).toBe(true)
  return opened
}

describe('gift voucher purchase: the order', () => {
  it('issue 35: sends the order in the page’s language with the page’s origin, and opens the card step', async () => {
    const giftVoucherCardPayment = vi.fn(async () => cardStep())
    const { state } = purchaseWith({ giftVoucherCardPayment })
    expect(
      await state().order(
        draft({
          recipientName: '  Marko Horvat ',
          recipientEmail: 'marko@example.com',
          message: ' Happy birthday! ',
        }),
      ),
    ).toBe(true)
    expect(giftVoucherCardPayment).toHaveBeenCalledWith({
      lang: 'de',
      amount: 10_000,
      buyerName: 'Ana Horvat',
      buyerEmail: 'ana@example.com',
      recipientName: 'Marko Horvat',
      recipientEmail: 'marko@example.com',
      message: 'Happy birthday!',
      parent: ORIGIN,
    })
    expect(state()).toMatchObject({
      stage: 'card',
      cardStep: cardStep(),
      busy: undefined,
      errors: {},
    })
  })

  it('issue 35: leaves out an empty recipient e-mail (the voucher goes to the buyer) and an empty message', async () => {
    const giftVoucherCardPayment = vi.fn(async () => cardStep())
    const { state } = purchaseWith({ giftVoucherCardPayment })
    await state().order(draft({ recipientEmail: ' ', message: '' }))
    const [sent] = giftVoucherCardPayment.mock.calls[0] as unknown as [object]
    expect(sent).not.toHaveProperty('recipientEmail')
    expect(sent).not.toHaveProperty('message')
  })

  it('issue 35: takes another amount typed in whole euros, and sends it in cents', async () => {
    const giftVoucherCardPayment = vi.fn(async () => cardStep())
    const { state } = purchaseWith({ giftVoucherCardPayment })
    await state().order(draft({ amountChoice: 'other', otherAmount: ' 75 ' }))
    expect(giftVoucherCardPayment).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 7_500 }),
    )
  })

  it('issue 35: refuses the form field by field before asking the server, and keeps what was typed', async () => {
    const giftVoucherCardPayment = vi.fn(async () => cardStep())
    const { state } = purchaseWith({ giftVoucherCardPayment })
    const typed = draft({
      amountChoice: '',
      recipientName: ' ',
      recipientEmail: 'marko@',
      message: 'x'.repeat(301),
      buyerEmail: 'ana',
    })
    expect(await state().order(typed)).toBe(false)
    expect(state().errors).toEqual({
      amount: 'required',
      recipientName: 'required',
      recipientEmail: 'email_invalid',
      message: 'too_long',
      buyerEmail: 'email_invalid',
    })
    expect(state().draft).toEqual(typed)
    expect(state().stage).toBe('form')
    expect(giftVoucherCardPayment).not.toHaveBeenCalled()
  })

  it('issue 35: says what is wrong with another amount: none, cents or text, too small, too large', async () => {
    const { state } = purchaseWith({})
    const errorFor = async (otherAmount: string) => {
      await state().order(draft({ amountChoice: 'other', otherAmount }))
      return state().errors.amount
    }
    expect(await errorFor('')).toBe('required')
    expect(await errorFor('25.50')).toBe('whole_number')
    expect(await errorFor('fifty')).toBe('whole_number')
    expect(await errorFor('9')).toBe('too_small')
    expect(await errorFor('2001')).toBe('too_large')
    expect(await errorFor('2000,00')).toBeUndefined()
  })

  it('issue 35: puts the server’s field refusals at the form’s fields, keeping everything typed', async () => {
    const { state } = purchaseWith({
      giftVoucherCardPayment: async () => {
        throw refusal('missing_params', 400, {
          buyerEmail: 'email_invalid',
          amount: 'too_large',
        })
      },
    })
    const typed = draft()
    expect(await state().order(typed)).toBe(false)
    expect(state()).toMatchObject({
      stage: 'form',
      errors: { buyerEmail: 'email_invalid', amount: 'too_large' },
      draft: typed,
      problem: undefined,
      busy: undefined,
    })
  })

  it('issue 35: tells an unavailable card service (503) and a limit (429) from a failure', async () => {
    const answers = [
      refusal('payment_unavailable', 503),
      new ApiError({
        kind: 'rate_limited',
        status: 429,
        message: 'slow down',
        retryAfterSeconds: 30,
      }),
      // A field the form does not have (the page's origin) is no field of the buyer's.
      refusal('missing_params', 400, { parent: 'origin_invalid' }),
      refusal('generic', 0),
    ]
    const { state } = purchaseWith({
      giftVoucherCardPayment: async () => {
        throw answers.shift()
      },
    })
    const problems = []
    for (let i = 0; i < 4; i++) {
      await state().order(draft())
      problems.push(state().problem)
    }
    expect(problems).toEqual([
      { code: 'payment_unavailable' },
      { code: 'rate_limited', retryAfterSeconds: 30 },
      { code: 'failed' },
      { code: 'failed' },
    ])
    expect(state().errors).toEqual({})
    expect(state().stage).toBe('form')
  })

  it('issue 35: sends one order at a time', async () => {
    let answer: () => void = () => undefined
    const giftVoucherCardPayment = vi.fn(
      () =>
        new Promise<CardPaymentResponse>((resolve) => {
          answer = () => resolve(cardStep())
        }),
    )
    const { state } = purchaseWith({ giftVoucherCardPayment })
    const first = state().order(draft())
    expect(state().busy).toBe('order')
    expect(await state().order(draft())).toBe(false)
    await vi.waitFor(() => expect(giftVoucherCardPayment).toHaveBeenCalled())
    answer()
    expect(await first).toBe(true)
    expect(giftVoucherCardPayment).toHaveBeenCalledTimes(1)
  })
})

describe('gift voucher purchase: the card step and the voucher', () => {
  it('issue 35: makes the voucher with the intent the card page confirmed', async () => {
    const purchaseGiftVoucher = vi.fn(async () => bought)
    const { state } = await onCardStep({ purchaseGiftVoucher })
    expect(await state().cardConfirmed('pi_Voucher0001')).toBe(true)
    expect(purchaseGiftVoucher).toHaveBeenCalledWith({
      intent: 'pi_Voucher0001',
    })
    expect(state()).toMatchObject({
      stage: 'bought',
      voucher: bought,
      cardStep: undefined,
      busy: undefined,
      problem: undefined,
    })
  })

  it('issue 35: a stray intent or a repeated confirmation makes nothing', async () => {
    const purchaseGiftVoucher = vi.fn(async () => bought)
    const { state } = await onCardStep({ purchaseGiftVoucher })
    expect(await state().cardConfirmed('pi_SomeoneElse01')).toBe(false)
    expect(purchaseGiftVoucher).not.toHaveBeenCalled()
    const first = state().cardConfirmed('pi_Voucher0001')
    expect(state().busy).toBe('purchase')
    expect(await state().cardConfirmed('pi_Voucher0001')).toBe(false)
    await first
    expect(await state().cardConfirmed('pi_Voucher0001')).toBe(false)
    expect(purchaseGiftVoucher).toHaveBeenCalledTimes(1)
  })

  it('issue 35: a card not taken (payment_incomplete) says so, and trying again opens a new card step for the same order', async () => {
    const giftVoucherCardPayment = vi.fn(async () =>
      cardStep(`pi_Voucher000${giftVoucherCardPayment.mock.calls.length}`),
    )
    const purchaseGiftVoucher = vi.fn(async () => {
      throw refusal('payment_incomplete', 409)
    })
    const { state } = await onCardStep({
      giftVoucherCardPayment,
      purchaseGiftVoucher,
    })
    expect(await state().cardConfirmed('pi_Voucher0001')).toBe(false)
    expect(state()).toMatchObject({
      stage: 'card',
      problem: { code: 'card_not_taken' },
    })
    // The refused intent is spent: its "confirmed" again asks nothing.
    expect(await state().cardConfirmed('pi_Voucher0001')).toBe(false)
    expect(purchaseGiftVoucher).toHaveBeenCalledTimes(1)

    await state().retryCard()
    expect(giftVoucherCardPayment).toHaveBeenCalledTimes(2)
    expect(giftVoucherCardPayment.mock.calls[1]).toEqual(
      giftVoucherCardPayment.mock.calls[0],
    )
    expect(state()).toMatchObject({
      stage: 'card',
      cardStep: { intent: 'pi_Voucher0002' },
      problem: undefined,
    })
  })

  it('issue 35: a lost answer keeps the card step, and trying again asks for the same intent (the server answers the same voucher)', async () => {
    const answers: (() => GiftVoucherBought)[] = [
      () => {
        throw refusal('generic', 0)
      },
      () => bought,
    ]
    const purchaseGiftVoucher = vi.fn(async () => answers.shift()!())
    const giftVoucherCardPayment = vi.fn(async () => cardStep())
    const { state } = await onCardStep({
      purchaseGiftVoucher,
      giftVoucherCardPayment,
    })
    await state().cardConfirmed('pi_Voucher0001')
    expect(state()).toMatchObject({
      stage: 'card',
      problem: { code: 'unanswered' },
    })
    await state().retryCard()
    expect(purchaseGiftVoucher.mock.calls).toEqual([
      [{ intent: 'pi_Voucher0001' }],
      [{ intent: 'pi_Voucher0001' }],
    ])
    expect(giftVoucherCardPayment).toHaveBeenCalledTimes(1)
    expect(state()).toMatchObject({ stage: 'bought', voucher: bought })
  })

  it('issue 35: back to the form from the card step keeps everything typed, and the order can be sent again', async () => {
    const giftVoucherCardPayment = vi.fn(async () => cardStep())
    const { state } = purchaseWith({ giftVoucherCardPayment })
    const typed = draft({
      message: 'Für dich',
      recipientEmail: 'm@example.com',
    })
    await state().order(typed)
    state().backToForm()
    expect(state()).toMatchObject({
      stage: 'form',
      draft: typed,
      cardStep: undefined,
      problem: undefined,
    })
    // The card page's late "confirmed" for the step that was left makes nothing.
    expect(await state().cardConfirmed('pi_Voucher0001')).toBe(false)
    expect(await state().order(typed)).toBe(true)
    expect(giftVoucherCardPayment).toHaveBeenCalledTimes(2)
  })

  it('issue 35: a new voucher starts from an empty form', async () => {
    const { state } = await onCardStep({
      purchaseGiftVoucher: async () => bought,
    })
    await state().cardConfirmed('pi_Voucher0001')
    state().startOver()
    expect(state()).toMatchObject({
      stage: 'form',
      draft: EMPTY_GIFT_VOUCHER_ORDER,
      voucher: undefined,
      errors: {},
    })
  })
})
