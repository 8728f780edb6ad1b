import { createStore, type StoreApi } from 'zustand/vanilla'
import { problemOf, type CallProblem } from '../api/ApiError'
import type { ApiClient } from '../api/createApiClient'
import {
  adminGiftVouchers,
  refundGiftVoucher,
  voidGiftVoucher,
} from '../api/endpoints'
import type { ErrorKind } from '../api/errorKinds'
import { GIFT_VOUCHER_CODE_PATTERN } from '../api/giftVoucherCode'
import type { AdminGiftVoucher } from '../api/giftVoucherResponses'
import type { GiftVoucherState } from '../api/giftVouchers'

/** What staff may do to a voucher (issue 35, decision 045): void it, or refund what is left. */
export type GiftVoucherChange = 'void' | 'refund'

/** Where the list stands: not asked yet, on its way, refused or lost, or here. */
export type GiftVoucherListStatus = 'idle' | 'loading' | 'failed' | 'loaded'

/** Which vouchers the page shows: of one state or all, and those a search finds. */
export interface GiftVoucherFilters {
  state: GiftVoucherState | 'all'
  /** The end of a code, a whole code, or part of a recipient's or buyer's name or address. */
  query: string
}

/** One change of one voucher: the question open, or the call on its way. */
export interface GiftVoucherStep {
  voucherId: string
  change: GiftVoucherChange
}

/** A change that did not go through, kept at its voucher until that voucher is acted on again. */
export interface GiftVoucherFailure {
  change: GiftVoucherChange
  problem: CallProblem
}

/** A change that went through: the voucher as the server answered it, and the amount it moved. */
export interface GiftVoucherOutcome {
  change: GiftVoucherChange
  voucher: AdminGiftVoucher
  /** Minor units: the balance refunded, or the balance a void made unspendable. */
  amount: number
}

export interface GiftVoucherActionsState {
  status: GiftVoucherListStatus
  /** Every voucher, newest first, as last read or changed; kept while the list is read again. */
  vouchers: readonly AdminGiftVoucher[] | undefined
  /** Why the list could not be read, while `status` is failed. */
  problem: CallProblem | undefined
  filters: GiftVoucherFilters
  /** The question open before a change: the change waits for a yes. */
  asking: GiftVoucherStep | undefined
  /** The change waiting for the server; one at a time. */
  busy: GiftVoucherStep | undefined
  /** The last failed change of each voucher, by voucher id. */
  failures: Readonly<Record<string, GiftVoucherFailure>>
  /** The last change that went through. */
  done: GiftVoucherOutcome | undefined
  /** Nothing was asked since `done`: its outcome is still news. */
  justDone: boolean
}

export interface GiftVoucherActionsControls {
  /** Reads every voucher (again); false when refused or lost. */
  load(): Promise<boolean>
  /** Shows only the vouchers of a state, or those a search finds. */
  filter(patch: Partial<GiftVoucherFilters>): void
  /** Opens the question before a change; false, and nothing asked, when the voucher's state forbids it. */
  ask(voucherId: string, change: GiftVoucherChange): boolean
  /** Closes the question without changing anything. */
  cancel(): void
  /** The yes: sends the change asked about; false when refused or failed (kept at the voucher). */
  confirm(): Promise<boolean>
  /** The last outcome is no longer news. */
  dismiss(): void
}

export type GiftVoucherActionsStore = GiftVoucherActionsState &
  GiftVoucherActionsControls

/** Staff's gift voucher page (issue 35), a store changed only through its actions. */
export type GiftVoucherActions = StoreApi<GiftVoucherActionsStore>

/** Whether a voucher's state allows a change: only an active one, and a refund only of a balance. */
export function mayChangeGiftVoucher(
  { state, balance }: Pick<AdminGiftVoucher, 'state' | 'balance'>,
  change: GiftVoucherChange,
): boolean {
  return state === 'active' && (change === 'void' || balance > 0)
}

// A code's signs as kept: no spaces, hyphens or the masking dots, in capitals.
const signsOf = (text: string) => text.replace(/[\s\-•]/g, '').toUpperCase()

/** Whether a search finds a voucher: by its code's end (or a whole code's), a name or an address. */
export function giftVoucherMatches(
  voucher: AdminGiftVoucher,
  query: string,
): boolean {
  const wanted = query.trim().toLowerCase()
  if (!wanted) return true
  const codeEnd = voucher.codeEnd.toUpperCase()
  // A whole code, as a guest reads it out on the phone: staff only know its last four signs.
  if (GIFT_VOUCHER_CODE_PATTERN.test(query))
    return signsOf(query).slice(-4) === codeEnd
  const signs = signsOf(query)
  if (signs && codeEnd.includes(signs)) return true
  return [
    voucher.recipientName,
    voucher.recipientEmail ?? '',
    voucher.buyerName,
    voucher.buyerEmail,
  ].some((text) => text.toLowerCase().includes(wanted))
}

/** The vouchers the filters show, in the list's order. */
export function shownGiftVouchers(
  vouchers: readonly AdminGiftVoucher[],
  { state, query }: GiftVoucherFilters,
): AdminGiftVoucher[] {
  return vouchers.filter(
    (voucher) =>
      (state === 'all' || voucher.state === state) &&
      giftVoucherMatches(voucher, query),
  )
}

// Refusals that say the list is out of date (changed or gone meanwhile), and failures after
// which the change may have gone through: the list is read again so it shows what is true.
// A gateway that did not answer changed nothing (decision 045): the list stands.
const READ_AGAIN_AFTER: ReadonlySet<ErrorKind> = new Set([
  'conflict',
  'not_found',
  'generic',
])

// The refund's own move (a voucher is refunded once), in case the server's balance was not the
// list's; else the balance the list had.
const amountMoved = (
  change: GiftVoucherChange,
  before: AdminGiftVoucher,
  after: AdminGiftVoucher,
) => {
  const refunded = after.moves.find((move) => move.kind === 'refunded')
  return change === 'refund' && refunded
    ? Math.abs(refunded.amount)
    : before.balance
}

const without = (
  failures: GiftVoucherActionsState['failures'],
  voucherId: string,
) => {
  const { [voucherId]: _gone, ...rest } = failures
  return rest
}

/**
 * The gift vouchers staff look after (issue 35, decision 045): the list and its filters, and
 * each voucher voided or refunded after a yes. A change's answer takes the voucher's place in
 * the list; a refusal is kept at its voucher, and one that says the list is out of date reads
 * it again.
 */
export function createGiftVoucherActions({
  api,
}: {
  api: ApiClient
}): GiftVoucherActions {
  let reads = 0
  return createStore<GiftVoucherActionsStore>()((set, get) => {
    const find = (voucherId: string) =>
      get().vouchers?.find((voucher) => voucher.voucherId === voucherId)

    const load = async () => {
      const mine = ++reads
      set({ status: 'loading', problem: undefined })
      try {
        const { vouchers } = await api.call(adminGiftVouchers)
        if (mine !== reads) return false
        const asked = get().asking
        const still =
          asked && vouchers.find((v) => v.voucherId === asked.voucherId)
        set({
          status: 'loaded',
          vouchers,
          // A question about a change the voucher no longer allows is closed.
          asking:
            still && mayChangeGiftVoucher(still, asked.change)
              ? asked
              : undefined,
        })
        return true
      } catch (failure) {
        if (mine !== reads) return false
        set({ status: 'failed', problem: problemOf(failure) })
        return false
      }
    }

    const confirm = async () => {
      const { asking: step, busy } = get()
      const before = step && find(step.voucherId)
      if (!step || busy || !before) return false
      const { voucherId, change } = step
      set({
        busy: step,
        justDone: false,
        failures: without(get().failures, voucherId),
      })
      try {
        const after = await api.call(
          change === 'void' ? voidGiftVoucher : refundGiftVoucher,
          { voucherId },
        )
        set({
          busy: undefined,
          asking: undefined,
          vouchers: get().vouchers?.map((voucher) =>
            voucher.voucherId === voucherId ? after : voucher,
          ),
          done: {
            change,
            voucher: after,
            amount: amountMoved(change, before, after),
          },
          justDone: true,
        })
        return true
      } catch (failure) {
        const problem = problemOf(failure)
        set({
          busy: undefined,
          asking: undefined,
          failures: { ...get().failures, [voucherId]: { change, problem } },
        })
        if (READ_AGAIN_AFTER.has(problem.kind)) await load()
        return false
      }
    }

    return {
      status: 'idle',
      vouchers: undefined,
      problem: undefined,
      filters: { state: 'all', query: '' },
      asking: undefined,
      busy: undefined,
      failures: {},
      done: undefined,
      justDone: false,
      load,
      filter: (patch) => set({ filters: { ...get().filters, ...patch } }),
      ask: (voucherId, change) => {
        const voucher = find(voucherId)
        if (get().busy || !voucher || !mayChangeGiftVoucher(voucher, change))
          return false
        set({
          asking: { voucherId, change },
          failures: without(get().failures, voucherId),
          justDone: false,
        })
        return true
      },
      cancel: () => set({ asking: undefined }),
      confirm,
      dismiss: () => set({ justDone: false }),
    }
  })
}
