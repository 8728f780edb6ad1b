import { Suspense, type ReactNode } from 'react'
import { isFirstPass, laterTurn } from './hydration'

/**
 * A region hydrated in a task of its own after the rest of the page (issue 15: shorter tasks on
 * a slow phone). While the page hydrates it suspends; Preact keeps its server markup on screen
 * and hydrates it when its turn comes. Its one element keeps the layout (display: contents).
 */
export function HydrateLater({
  children,
  fallback = null,
}: {
  children: ReactNode
  /** Shown while a part inside loads on demand (never while hydrating: the markup stays). */
  fallback?: ReactNode
}) {
  return (
    <Suspense fallback={fallback}>
      <Later>{children}</Later>
    </Suspense>
  )
}

function Later({ children }: { children: ReactNode }) {
  if (isFirstPass()) throw laterTurn()
  return <div className="hydrate-later">{children}</div>
}
