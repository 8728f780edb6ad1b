// Where the browser is in hydrating the server's markup. The first pass is main.tsx's synchronous
// hydrate; the regions that wait for a later task (HydrateLater) come after it, one a task, and
// the phase ends when the last of them has had its turn. A static part keeps the server's markup
// while the phase lasts.
let firstPass = false
let phase = false
let turns: Promise<void> = Promise.resolve()

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** True during the synchronous first pass only. */
export const isFirstPass = (): boolean => firstPass

/** True from the first pass until every waiting region has hydrated. */
export const isHydrating = (): boolean => phase

/** A turn one task after the previous region's, so that each region has a task of its own. */
export const laterTurn = (): Promise<void> => (turns = turns.then(nextTask))

/** Runs `hydrate` as the first pass, and ends the phase after the regions' turns. */
export function whileHydrating(hydrate: () => void): void {
  firstPass = true
  phase = true
  try {
    hydrate()
  } finally {
    firstPass = false
    // A region renders in the microtasks after its turn; the phase ends a task after the last.
    void turns.then(nextTask).then(() => {
      phase = false
    })
  }
}
