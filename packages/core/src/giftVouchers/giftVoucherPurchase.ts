import { createStore } from 'zustand/vanilla'
import { ApiError, mayHaveTakenEffect } from '../api/ApiError'
import { giftVoucherCardPayment, purchaseGiftVoucher } from '../api/endpoints'
import type { GiftVoucherOrder } from '../api/giftVouchers'
import {
  EMPTY_GIFT_VOUCHER_ORDER,
  giftVoucherOrderOf,
  isGiftVoucherOrderField,
  type GiftVoucherOrderErrors,
} from './giftVoucherOrderDraft'
import type {
  GiftVoucherProblem,
  GiftVoucherPurchase,
  GiftVoucherPurchaseOptions,
  GiftVoucherPurchaseState,
  GiftVoucherPurchaseStore,
} from './giftVoucherPurchaseTypes'

const START: GiftVoucherPurchaseState = {
  stage: 'form',
  draft: EMPTY_GIFT_VOUCHER_ORDER,
  errors: {},
  busy: undefined,
  cardStep: undefined,
  voucher: undefined,
  problem: undefined,
}

/** The server's refusal of named fields of the form, if it was one. */
function fieldsOf(error: unknown): GiftVoucherOrderErrors {
  if (!(error instanceof ApiError) || !error.fields) return {}
  return Object.fromEntries(
    Object.entries(error.fields).filter(([field]) =>
      isGiftVoucherOrderField(field),
    ),
  )
}

const rateLimited = (error: ApiError): GiftVoucherProblem =>
  error.retryAfterSeconds === undefined
    ? { code: 'rate_limited' }
    : { code: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds }

/** Why the card step could not be opened, when no field says it. */
function orderProblem(error: unknown): GiftVoucherProblem {
  if (!(error instanceof ApiError)) return { code: 'failed' }
  if (error.kind === 'payment_unavailable')
    return { code: 'payment_unavailable' }
  if (error.kind === 'rate_limited') return rateLimited(error)
  return { code: 'failed' }
}

/** Why the voucher was not made once the card page had confirmed. */
function purchaseProblem(error: unknown): GiftVoucherProblem {
  if (mayHaveTakenEffect(error)) return { code: 'unanswered' }
  const { kind } = error as ApiError
  if (kind === 'rate_limited') return rateLimited(error as ApiError)
  if (kind === 'payment_incomplete' || kind === 'payment_declined')
    return { code: 'card_not_taken' }
  return { code: 'failed' }
}

/**
 * Buying a gift voucher (issue 35, decision 045): the form is checked and its amount opens the
 * card page; the card page's "confirmed" makes the voucher. State changes only through the
 * actions; what the buyer typed is kept through every refusal.
 */
export function createGiftVoucherPurchase({
  api,
  language,
  pageOrigin,
}: GiftVoucherPurchaseOptions): GiftVoucherPurchase {
  // The order the open card step was made for: a new card step is asked with it again.
  let kept: GiftVoucherOrder | undefined
  // Intents the server has answered for with a refusal: a repeated "confirmed" asks nothing.
  const spent = new Set<string>()
  // The intent whose purchase had no answer (or was limited): asking again makes it once.
  let askAgain: string | undefined

  return createStore<GiftVoucherPurchaseStore>()((set, get) => {
    /** Asks for a card step for the kept order; the form's fields get the server's refusal. */
    async function openCardStep(order: GiftVoucherOrder): Promise<boolean> {
      set({ busy: 'order', problem: undefined })
      try {
        const cardStep = await api.call(giftVoucherCardPayment, order)
        kept = order
        askAgain = undefined
        set({ busy: undefined, stage: 'card', cardStep, errors: {} })
        return true
      } catch (error) {
        const errors = fieldsOf(error)
        if (Object.keys(errors).length > 0) {
          // Back to the form, where the refused fields are.
          kept = undefined
          set({ ...START, draft: get().draft, errors })
        } else set({ busy: undefined, problem: orderProblem(error) })
        return false
      }
    }

    async function purchase(intent: string): Promise<boolean> {
      set({ busy: 'purchase', problem: undefined })
      try {
        const voucher = await api.call(purchaseGiftVoucher, { intent })
        kept = undefined
        askAgain = undefined
        set({ busy: undefined, stage: 'bought', cardStep: undefined, voucher })
        return true
      } catch (error) {
        const problem = purchaseProblem(error)
        const answered =
          problem.code !== 'unanswered' && problem.code !== 'rate_limited'
        if (answered) spent.add(intent)
        askAgain = answered ? undefined : intent
        set({ busy: undefined, problem })
        return false
      }
    }

    return {
      ...START,

      order: async (draft) => {
        if (get().busy || get().stage !== 'form') return false
        set({ draft, problem: undefined })
        const checked = giftVoucherOrderOf(draft, language, pageOrigin)
        if (!checked.success) {
          set({ errors: checked.errors })
          return false
        }
        set({ errors: {} })
        return openCardStep(checked.order)
      },

      cardConfirmed: async (intent) => {
        const { busy, stage, cardStep } = get()
        // Only the open step's intent, while unspent: a stray or repeated message makes nothing.
        if (busy || stage !== 'card' || cardStep?.intent !== intent)
          return false
        if (spent.has(intent)) return false
        return purchase(intent)
      },

      retryCard: async () => {
        const { busy, stage, cardStep } = get()
        if (busy || stage !== 'card' || !cardStep) return
        if (askAgain === cardStep.intent) await purchase(cardStep.intent)
        else if (kept) await openCardStep(kept)
      },

      backToForm: () => {
        if (get().busy || get().stage !== 'card') return
        kept = undefined
        askAgain = undefined
        set({ stage: 'form', cardStep: undefined, problem: undefined })
      },

      startOver: () => {
        if (get().busy) return
        kept = undefined
        askAgain = undefined
        set(START)
      },
    }
  })
}
