import type { StoreApi } from 'zustand'
import { AskedStep, type AskedState } from './AskedStep'

/** What a staff removal's store (core's createStaffAction with a question step) offers the step. */
interface RemovalState<Draft> extends AskedState<Draft> {
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
  texts: { remove, ...texts },
  onRemoved,
  ...step
}: {
  removal: StoreApi<RemovalState<Draft>>
  /** The draft that names this item, asked with. */
  draft: Draft
  isThis: (draft: Draft) => boolean
  texts: RemoveTexts
  className: string
  onRemoved: () => void
}) {
  return (
    <AskedStep
      {...step}
      action={removal}
      act={(state) => state.remove()}
      texts={{ start: remove, ...texts }}
      danger
      onDone={onRemoved}
    />
  )
}
