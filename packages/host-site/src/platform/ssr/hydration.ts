// Where the browser is in hydrating the server's markup. main.tsx's synchronous hydrate is the
// first pass; a region met while the page hydrates (HydrateLater) waits for a turn of its own, one
// task after the previous region's, and so does a region inside it. The phase ends when every
// region has had its turn. A static part keeps the server's markup while the phase lasts.
let phase = false
let pending = 0
let turns: Promise<void> = Promise.resolve()

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

const whenHydrated: (() => void)[] = []

// A region renders in the microtasks after its turn, and the regions inside it ask for theirs
// then: a task later, it is done.
const done = (turn: Promise<void>) =>
  void turn.then(nextTask).then(() => {
    pending -= 1
    if (pending > 0) return
    phase = false
    for (const callback of whenHydrated.splice(0)) callback()
  })

/** Calls `callback` once the page has hydrated: every region, and the chunks asked for meanwhile. */
export function afterHydration(callback: () => void): void {
  whenHydrated.push(callback)
}

/** True from the first pass until every region has hydrated. */
export const isHydrating = (): boolean => phase

/** A region's turn, one task after the previous region's, so that each has a task of its own. */
export function laterTurn(): Promise<void> {
  pending += 1
  const turn = (turns = turns.then(nextTask))
  done(turn)
  return turn
}

/**
 * `loading` (a page's chunk or texts asked for while the page hydrates) keeps the phase open until
 * it has arrived and its part has rendered: a static part in it keeps the server's markup too, and
 * a form sent early waits for it (earlyInput.ts).
 */
export function hydrationAwaits<T>(loading: Promise<T>): Promise<T> {
  if (!phase) return loading
  pending += 1
  done(
    loading.then(
      () => undefined,
      () => undefined,
    ),
  )
  return loading
}

/** Runs `hydrate` as the first pass; the phase ends after the regions' turns. */
export function whileHydrating(hydrate: () => void): void {
  phase = true
  pending += 1
  try {
    hydrate()
  } finally {
    done(Promise.resolve())
  }
}
