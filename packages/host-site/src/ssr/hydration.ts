// Whether the browser is hydrating the server's markup right now (main.tsx sets it around the
// synchronous hydrate), so that a static part can keep that markup instead of rendering again.
let hydrating = false

export const isHydrating = (): boolean => hydrating

/** Runs `hydrate` with the flag up; Preact hydrates the whole tree (but suspended parts) in it. */
export function whileHydrating(hydrate: () => void): void {
  hydrating = true
  try {
    hydrate()
  } finally {
    hydrating = false
  }
}
