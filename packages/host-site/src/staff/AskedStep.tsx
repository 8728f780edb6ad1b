import { useRef } from 'react'
import type { StoreApi } from 'zustand'
import { useStore } from 'zustand'

/** What a staff action with a question step (core's createStaffAction) offers the step. */
export interface AskedState<Draft> {
  draft: Draft
  asking: boolean
  busy: boolean
  problem?: unknown
  ask(draft: Draft): void
  cancel(): void
}

/** The step's texts, already in the page's language. */
export interface AskedTexts {
  /** The button that asks. */
  start: string
  ask: string
  confirm: string
  keep: string
  failed: string
}

/**
 * An action on one thing of a list that asks once more (remove, rotate a secret); a failure is
 * said and the thing stays as it was. One action serves the list: the question is this item's
 * when its draft names it (`isThis`).
 */
export function AskedStep<Draft, State extends AskedState<Draft>>({
  action,
  act,
  draft,
  isThis,
  texts,
  className,
  danger = false,
  onDone,
}: {
  action: StoreApi<State>
  /** What a yes does: true when it was done. */
  act: (state: State) => Promise<boolean>
  /** The draft that names this item, asked with. */
  draft: Draft
  isThis: (draft: Draft) => boolean
  texts: AskedTexts
  className: string
  /** The yes button is marked as one that loses something. */
  danger?: boolean
  onDone: () => void
}) {
  const mine = useStore(action, (state) => isThis(state.draft))
  const asking = useStore(action, (state) => state.asking) && mine
  const busy = useStore(action, (state) => state.busy) && mine
  const failed = useStore(action, (state) => !!state.problem) && mine
  const confirm = useRef<HTMLButtonElement>(null)
  const start = useRef<HTMLButtonElement>(null)
  const focusLater = (button: typeof start) =>
    requestAnimationFrame(() => button.current?.focus())

  async function confirmed() {
    if (busy) return
    if (await act(action.getState())) onDone()
    else focusLater(start)
  }

  return (
    <div className={className}>
      <div role="alert">
        {failed ? <p className="admin-error">{texts.failed}</p> : null}
      </div>
      {asking ? (
        <p>
          {texts.ask}{' '}
          <button
            ref={confirm}
            type="button"
            className={
              danger
                ? 'account-button account-button--danger'
                : 'account-button'
            }
            aria-disabled={busy || undefined}
            onClick={() => void confirmed()}
          >
            {texts.confirm}
          </button>{' '}
          <button
            type="button"
            className="account-button account-button--secondary"
            onClick={() => {
              action.getState().cancel()
              focusLater(start)
            }}
          >
            {texts.keep}
          </button>
        </p>
      ) : (
        <button
          ref={start}
          type="button"
          className="account-button account-button--secondary"
          onClick={() => {
            action.getState().ask(draft)
            focusLater(confirm)
          }}
        >
          {texts.start}
        </button>
      )}
    </div>
  )
}
