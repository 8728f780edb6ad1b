import type {
  AccountAction,
  AccountFlow,
  AccountFlowState,
  AccountOutcome,
} from './accountFlowTypes'
import { refusalOf } from './accountOutcome'

// Actions that only read: they neither clear their last outcome first nor report a success.
const READS: ReadonlySet<AccountAction> = new Set([
  'listSessions',
  'openEmailChange',
])

/** How each of the account flow's actions calls the server and reports what it came to. */
export interface ActionRunner {
  /**
   * Runs an action's call: busy meanwhile, then `done` with its answer, or the refusal as the
   * outcome. A 401 on a member's call means the session has ended.
   */
  run<T>(
    action: AccountAction,
    call: () => Promise<T>,
    done: (answer: T) => Partial<AccountFlowState> | void,
  ): Promise<boolean>
  /** Sets one action's outcome; the others' stay. */
  outcome(
    action: AccountAction,
    code: AccountOutcome['code'],
    details?: Partial<AccountOutcome>,
  ): void
  /** Posts a link's token once while its answer is on the way. */
  once(key: string, post: () => Promise<boolean>): Promise<boolean>
}

/** The account flow's `busy` and `outcomes`, kept by one runner per store. */
export function createActionRunner(
  { setState: set, getState: get }: AccountFlow,
  signedOut: () => void,
): ActionRunner {
  // Link tokens on their way to the server, so that a page asking twice posts once.
  const linksInFlight = new Map<string, Promise<boolean>>()

  const setBusy = (action: AccountAction, busy: boolean) =>
    set({
      busy: busy
        ? [...get().busy, action]
        : get().busy.filter((other) => other !== action),
    })

  /** Sets or clears one action's outcome; the others' stay. */
  const setOutcome = (
    action: AccountAction,
    outcome: AccountOutcome | undefined,
  ) => {
    const { [action]: _previous, ...others } = get().outcomes
    set({ outcomes: outcome ? { ...others, [action]: outcome } : others })
  }

  return {
    run: async (action, call, done) => {
      setBusy(action, true)
      if (!READS.has(action)) setOutcome(action, undefined)
      try {
        const answer = await call()
        set(done(answer) ?? {})
        return true
      } catch (error) {
        const refusal = refusalOf(action, error)
        if (refusal.code === 'signed_out') signedOut()
        setOutcome(action, refusal)
        return false
      } finally {
        setBusy(action, false)
      }
    },

    outcome: (action, code, details = {}) => {
      setOutcome(action, { action, code, ...details })
    },

    once: (key, post) => {
      const inFlight = linksInFlight.get(key)
      if (inFlight) return inFlight
      const posted = post().finally(() => linksInFlight.delete(key))
      linksInFlight.set(key, posted)
      return posted
    },
  }
}
