import { ApiError, type FinalQuoteResponse } from '../api'
import { validateStayDates } from '../stay/stayDates'
import type { ModifyDraft } from './modifyState'

// Core has no DOM or Node types; every runtime it runs in has these two.
const timers = globalThis as unknown as {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(timer: unknown): void
}

// A room's extras are a set: chosen in another order, they are the same change.
const canonical = (draft: ModifyDraft) =>
  JSON.stringify({
    ...draft,
    units: draft.units.map((unit) => ({
      ...unit,
      supplements: [...(unit.supplements ?? [])].sort((a, b) =>
        a.serviceId.localeCompare(b.serviceId),
      ),
    })),
  })

/** The server's price for the change. */
export type ChangeQuote =
  | { state: 'unchanged' }
  | { state: 'pricing' }
  | { state: 'priced'; quote: FinalQuoteResponse }
  | {
      state: 'failed'
      kind:
        | 'sold_out'
        | 'invalid'
        | 'generic'
        // Staff's restrictions on the new dates (issue 14).
        | 'min_stay'
        | 'no_arrival'
        | 'no_departure'
        // An extra the booking has whose meal its board serves (issue 33): taken off to change.
        | 'served_by_board'
    }

/** Why a change was not saved, as the modify view says it. */
export type ChangeRefusal =
  'price_changed' | 'sold_out' | 'not_editable' | 'error'

/** True when the change's dates are a stay that may be booked from `today`. */
export function isStayChange(draft: ModifyDraft, today: string): boolean {
  const stay = validateStayDates(draft.dateFrom, draft.dateTo, today)
  return !stay.dateFrom && !stay.dateTo
}

/** True when two changes would make the same booking. */
export const sameChange = (a: ModifyDraft, b: ModifyDraft) =>
  canonical(a) === canonical(b)

// The dates' refusals that staff's restrictions give, as the modify view names them.
const RESTRICTIONS = {
  below_min_nights: 'min_stay',
  closed_to_arrival: 'no_arrival',
  closed_to_departure: 'no_departure',
} as const

/** A refused or failed price of a change, by the kind the modify view names. */
function quoteFailure(error: unknown): ChangeQuote {
  const kind = error instanceof ApiError ? error.kind : 'generic'
  const fields = error instanceof ApiError ? error.fields : undefined
  const dates = fields?.dateFrom ?? fields?.dateTo
  if (dates && dates in RESTRICTIONS)
    return {
      state: 'failed',
      kind: RESTRICTIONS[dates as keyof typeof RESTRICTIONS],
    }
  if (Object.values(fields ?? {}).includes('served_by_board'))
    return { state: 'failed', kind: 'served_by_board' }
  return {
    state: 'failed',
    kind:
      kind === 'sold_out'
        ? 'sold_out'
        : kind === 'missing_params' || kind === 'not_found'
          ? 'invalid'
          : 'generic',
  }
}

/** Why a change was not saved, as the modify view says it. */
function changeRefusal(error: unknown): ChangeRefusal {
  const kind = error instanceof ApiError ? error.kind : 'generic'
  if (kind === 'price_changed' || kind === 'sold_out') return kind
  return kind === 'not_editable' || kind === 'cancelled'
    ? 'not_editable'
    : 'error'
}

/** The part of a flow's state the change machine owns. */
export interface ChangeMachineState {
  changeQuote: ChangeQuote
  /** A save of the change is waiting for the server. */
  changeBusy: boolean
  /** Why the last save was refused, until the change is edited. */
  changeRefusal: ChangeRefusal | undefined
}

/** The calls a change is priced and saved with: the guest's by the link, staff's by number. */
export interface ChangeEndpoints<Saved, Said> {
  quote(draft: ModifyDraft): Promise<FinalQuoteResponse>
  /** Saves the change at the total it was priced at, with what is said with it (staff's reason). */
  save(draft: ModifyDraft, expectedTotal: number, said: Said): Promise<Saved>
}

export interface ChangeMachineOptions<Saved, Said> extends ChangeEndpoints<
  Saved,
  Said
> {
  get(): ChangeMachineState
  set(partial: Partial<ChangeMachineState>): void
  /** The change that keeps the booking as it is; undefined while there is nothing to change. */
  unchanged(): ModifyDraft | undefined
  /** The day the change's dates are checked against. */
  today(): string
  /** How long an edit waits before it is priced, so typing a date asks once. */
  quoteDelayMs: number
}

/** What a save came to: the server's booking, or the failure (its refusal is in the state). */
export type ChangeSaved<Saved> = { saved: Saved } | { failed: unknown }

/** What asking a price came to, with the server's refusal when it refused. */
export interface Priced {
  quote: ChangeQuote
  error?: unknown
}

export interface ChangeMachine<Saved, Said> {
  /**
   * Prices the change a moment later; nothing is asked while nothing changed or the dates are no
   * stay. Resolves undefined when there was nothing to price or a later ask overtook it.
   */
  price(draft: ModifyDraft): Promise<Priced | undefined>
  /** Saves the priced change; a new price is asked for at once after a price-changed refusal. */
  confirm(draft: ModifyDraft, said: Said): Promise<ChangeSaved<Saved>>
  /** Forgets the price asked or shown: the change is being edited again. */
  forget(): void
}

/**
 * The change of an existing booking, priced then saved at that price (SPEC 4): the guest's
 * manage flow and staff's change on the guest's behalf share it, each with its own endpoints.
 */
export function createChangeMachine<Saved, Said>(
  options: ChangeMachineOptions<Saved, Said>,
): ChangeMachine<Saved, Said> {
  const { get, set } = options
  let quoteTimer: unknown
  // A quote answers only while it is the latest asked.
  let quotes = 0

  const price = (draft: ModifyDraft): Promise<Priced | undefined> => {
    timers.clearTimeout(quoteTimer)
    const unchanged = options.unchanged()
    if (!unchanged) return Promise.resolve(undefined)
    const settle = (changeQuote: ChangeQuote) => {
      quotes++
      set({ changeQuote })
      return Promise.resolve({ quote: changeQuote })
    }
    if (sameChange(draft, unchanged)) return settle({ state: 'unchanged' })
    if (!isStayChange(draft, options.today()))
      return settle({ state: 'failed', kind: 'invalid' })
    set({ changeQuote: { state: 'pricing' } })
    const asked = ++quotes
    return new Promise((resolve) => {
      quoteTimer = timers.setTimeout(() => {
        const answered = (priced: Priced) => {
          if (asked !== quotes) return resolve(undefined)
          set({ changeQuote: priced.quote })
          resolve(priced)
        }
        options.quote(draft).then(
          (quote) => answered({ quote: { state: 'priced', quote } }),
          (error: unknown) => answered({ quote: quoteFailure(error), error }),
        )
      }, options.quoteDelayMs)
    })
  }

  return {
    price,

    confirm: async (draft, said) => {
      const { changeQuote } = get()
      if (changeQuote.state !== 'priced' || get().changeBusy)
        return { failed: undefined }
      set({ changeBusy: true, changeRefusal: undefined })
      try {
        const saved = await options.save(
          draft,
          changeQuote.quote.totalPrice,
          said,
        )
        set({ changeBusy: false })
        return { saved }
      } catch (error) {
        const refusal = changeRefusal(error)
        set({ changeBusy: false, changeRefusal: refusal })
        // A new price: ask for it again, the change is confirmed at the new total.
        if (refusal === 'price_changed') void price(draft)
        return { failed: error }
      }
    },

    forget: () => {
      timers.clearTimeout(quoteTimer)
      quotes++
      set({ changeQuote: { state: 'unchanged' }, changeRefusal: undefined })
    },
  }
}
