import { createStore, type StoreApi } from 'zustand/vanilla'
import { problemOf, type CallProblem } from '../api/ApiError'
import type { ApiClient } from '../api/createApiClient'
import type { OutputOf } from '../api/endpoint'
import { adminDayPayments } from '../api/endpoints'
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages'
import { addDaysIso, isIsoDate, type IsoDate } from '../stay/stayDates'

/** A day's payments as the server answers them: totals per currency, the moves, what is owed. */
export type DayPaymentsAnswer = OutputOf<typeof adminDayPayments>

/** Where the day's payments stand: not asked yet, on their way, refused or lost, or here. */
export type DayPaymentsStatus = 'idle' | 'loading' | 'failed' | 'loaded'

export interface DayPaymentsState {
  /** The UTC day chosen, yyyy-MM-dd. */
  day: IsoDate
  /** The language the answer names properties in. */
  language: Language
  status: DayPaymentsStatus
  /** The answer for `day`; none while another day loads, so no day is shown as another's. */
  answer: DayPaymentsAnswer | undefined
  /** Why the last call failed, while `status` is failed. */
  problem: CallProblem | undefined
}

export interface DayPaymentsActions {
  /** Opens the page on `day` (today when none or not a date), in `language`. */
  open(language: Language, day?: string | null): Promise<boolean>
  /** Shows `day`; false, and nothing asked, for what is no date or a day still to come. */
  choose(day: string): Promise<boolean>
  /** The day `days` before (negative) or after the one chosen, never past today. */
  step(days: number): Promise<boolean>
  /** Asks again for the day chosen (after a failure). */
  retry(): Promise<boolean>
  /** The last day whose payments can be asked for: today, UTC. */
  latest(): IsoDate
}

export type DayPaymentsStore = DayPaymentsState & DayPaymentsActions

/** Staff's page of a day's payments (issue 32), a store changed only through its actions. */
export type DayPayments = StoreApi<DayPaymentsStore>

/** Today in UTC, yyyy-MM-dd: the server counts a day's payments by UTC days. */
const utcToday = (): IsoDate => new Date().toISOString().slice(0, 10)

/**
 * The day's payments that staff reconcile with the gateway's report (issue 32): the day chosen
 * (today by default; no day still to come), its answer, and the call's loading or failure. An
 * answer for a day no longer chosen is dropped.
 */
export function createDayPayments({
  api,
  today = utcToday,
}: {
  api: ApiClient
  /** Today, UTC (a test's own day). */
  today?: () => IsoDate
}): DayPayments {
  let asked = 0
  return createStore<DayPaymentsStore>()((set, get) => {
    const load = async (day: IsoDate, language: Language) => {
      const mine = ++asked
      set({
        day,
        language,
        status: 'loading',
        answer: undefined,
        problem: undefined,
      })
      try {
        const answer = await api.call(adminDayPayments, { day, lang: language })
        if (mine !== asked) return false
        set({ status: 'loaded', answer })
        return true
      } catch (failure) {
        if (mine !== asked) return false
        set({ status: 'failed', problem: problemOf(failure) })
        return false
      }
    }
    const canShow = (day: string) => isIsoDate(day) && day <= today()
    return {
      day: today(),
      language: DEFAULT_LANGUAGE,
      status: 'idle',
      answer: undefined,
      problem: undefined,
      open: (language, day) =>
        load(day && canShow(day) ? day : today(), language),
      choose: async (day) => (canShow(day) ? load(day, get().language) : false),
      step: async (days) => {
        const day = addDaysIso(get().day, days)
        return canShow(day) ? load(day, get().language) : false
      },
      retry: () => load(get().day, get().language),
      latest: () => today(),
    }
  })
}
