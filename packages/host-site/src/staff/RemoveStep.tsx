import { useRef } from 'react'
import type { StoreApi } from 'zustand'
import { useStore } from 'zustand'

/** What a staff removal's store (core's createStaffAction with a question step) offers the step. */
interface RemovalState<Draft> {
  draft: Draft
  asking: boolean
  busy: boolean
  problem?: unknown
  ask(draft: Draft): void
  cancel(): void
  remove(): Promise<boolean>
}

/** The step's texts, already in the page's language. */
export interface RemoveTexts {
  remove: string
  ask: string
  confirm: string
  keep: string
  failed: string
}

/**
 * Removing one thing of a list asks once more; a failure is said and the thing stays. One removal
 * serves the list: the question is this item's when its draft names it (`isThis`).
 */
export function RemoveStep<Draft>({
  removal,
  draft,
  isThis,
  texts,
  className,
  onRemoved,
}: {
  removal: StoreApi<RemovalState<Draft>>
  /** The draft that names this item, asked with. */
  draft: Draft
  isThis: (draft: Draft) => boolean
  texts: RemoveTexts
  className: string
  onRemoved: () => void
}) {
  const mine = useStore(removal, (state) => isThis(state.draft))
  const asking = useStore(removal, (state) => state.asking) && mine
  const busy = useStore(removal, (state) => state.busy) && mine
  const failed = useStore(removal, (state) => !!state.problem) && mine
  const confirm = useRef<HTMLButtonElement>(null)
  const start = useRef<HTMLButtonElement>(null)
  const focusLater = (button: typeof start) =>
    requestAnimationFrame(() => button.current?.focus())

  async function confirmRemoval() {
    if (await removal.getState().remove()) onRemoved()
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
            className="account-button account-button--danger"
            aria-disabled={busy || undefined}
            onClick={() => void confirmRemoval()}
          >
            {texts.confirm}
          </button>{' '}
          <button
            type="button"
            className="account-button account-button--secondary"
            onClick={() => {
              removal.getState().cancel()
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
            removal.getState().ask(draft)
            focusLater(confirm)
          }}
        >
          {texts.remove}
        </button>
      )}
    </div>
  )
}
