import { Suspense, type ReactNode } from 'react'
import { isHydrating } from './hydration'

let queue: Promise<void> = Promise.resolve()

/** Resolves one task after the previous region's turn, so that each region has its own task. */
const nextTurn = (): Promise<void> =>
  (queue = queue.then(() => new Promise((resolve) => setTimeout(resolve, 0))))

/**
 * A region hydrated in a task of its own after the rest of the page (issue 15: shorter tasks on
 * a slow phone). While the page hydrates it suspends; Preact keeps its server markup on screen
 * and hydrates it when its turn comes. Its one element keeps the layout (display: contents).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Later>{children}</Later>
    </Suspense>
  )
}

function Later({ children }: { children: ReactNode }) {
  if (isHydrating()) throw nextTurn()
  return <div className="hydrate-later">{children}</div>
}
