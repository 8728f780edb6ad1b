import { Suspense, useState, type ReactNode } from 'react'
import { isHydrating, laterTurn } from './hydration'

interface Turn {
  promise: Promise<void>
  come: boolean
}

function waitForTurn(): Turn {
  const turn: Turn = { promise: laterTurn(), come: false }
  // Before Suspense's own handler: the region renders once its turn has come.
  void turn.promise.then(() => {
    turn.come = true
  })
  return turn
}

/**
 * A region hydrated in a task of its own after the rest of the page (issue 15: shorter tasks on
 * a slow phone), and a region inside it in a task after that. While it waits it suspends; Preact
 * keeps its server markup on screen and hydrates it when its turn comes. Its one element keeps
 * the layout (display: contents).
 */
export function HydrateLater({
  children,
  fallback = null,
}: {
  children: ReactNode
  /** Shown while a part inside loads on demand (never while hydrating: the markup stays). */
  fallback?: ReactNode
}) {
  // Only a region the page hydrates waits; one rendered by the browser later does not.
  const [turn] = useState(() => (isHydrating() ? waitForTurn() : undefined))
  return (
    <Suspense fallback={fallback}>
      <Later turn={turn}>{children}</Later>
    </Suspense>
  )
}

function Later({ children, turn }: { children: ReactNode; turn?: Turn }) {
  if (turn && !turn.come) throw turn.promise
  return <div className="hydrate-later">{children}</div>
}
