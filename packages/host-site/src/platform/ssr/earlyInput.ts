// What a visitor does on the server's markup before the page has hydrated (issue 15: on a slow
// phone hydration runs for a second or more, in short tasks a visitor can type between). A form
// sent meanwhile would go as the browser sends a form, a GET of the page itself: the page would
// load again, and what was typed would be lost. It is held, and sent by its own handler once the
// page has hydrated; what was typed meanwhile reaches the fields' state as they hydrate
// (useTypedBeforeHydration).

/**
 * Until `hydrated` settles, stops the page's `type` events that `take` answers with a replay, and
 * runs the last replay a task after the page has hydrated (its handlers attached, typed text in
 * the fields' state), if its element is still on the page.
 */
function holdEarly<K extends 'submit' | 'click'>(
  type: K,
  hydrated: Promise<void>,
  take: (
    event: DocumentEventMap[K],
  ) => { element: Element; replay: () => void } | undefined,
): void {
  let held: { element: Element; replay: () => void } | undefined
  const hold = (event: DocumentEventMap[K]) => {
    const taken = take(event)
    if (!taken) return
    event.preventDefault()
    event.stopPropagation()
    held = taken
  }
  document.addEventListener(type, hold, true)
  void hydrated.then(() => {
    document.removeEventListener(type, hold, true)
    const last = held
    if (last) setTimeout(() => last.element.isConnected && last.replay())
  })
}

/** Holds the forms sent on the page before `hydrated` settles, and sends the last one then. */
export function holdEarlySubmits(hydrated: Promise<void>): void {
  holdEarly('submit', hydrated, (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement)) return undefined
    const { submitter } = event
    return {
      element: form,
      replay: () =>
        form.requestSubmit(
          submitter && form.contains(submitter) ? submitter : undefined,
        ),
    }
  })
}

/**
 * Holds a press of a plain button (type="button": a search result's Select, a disclosure) on the
 * server's markup before `hydrated` settles, when it has no handler yet and would do nothing, and
 * presses it again once the page has hydrated: hydration keeps the button's element.
 */
export function holdEarlyClicks(hydrated: Promise<void>): void {
  holdEarly('click', hydrated, (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>('button[type="button"]')
        : null
    if (!button || button.disabled) return undefined
    return { element: button, replay: () => button.click() }
  })
}
