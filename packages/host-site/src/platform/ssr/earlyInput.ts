// What a visitor does on the server's markup before the page has hydrated (issue 15: on a slow
// phone hydration runs for a second or more, in short tasks a visitor can type between). A form
// sent meanwhile would go as the browser sends a form, a GET of the page itself: the page would
// load again, and what was typed would be lost. It is held, and sent by its own handler once the
// page has hydrated; what was typed meanwhile reaches the fields' state as they hydrate
// (useTypedBeforeHydration).

/** Holds the forms sent on the page before `hydrated` settles, and sends the last one then. */
export function holdEarlySubmits(hydrated: Promise<void>): void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined
  const hold = (event: SubmitEvent) => {
    event.preventDefault()
    event.stopPropagation()
    if (event.target instanceof HTMLFormElement)
      held = { form: event.target, submitter: event.submitter }
  }
  document.addEventListener('submit', hold, true)
  void hydrated.then(() => {
    document.removeEventListener('submit', hold, true)
    if (!held) return
    const { form, submitter } = held
    // A task later: the fields' state has taken what was typed.
    setTimeout(() => {
      if (form.isConnected)
        form.requestSubmit(
          submitter && form.contains(submitter) ? submitter : undefined,
        )
    })
  })
}

/**
 * Holds a press of a plain button (type="button": a search result's Select, a disclosure) on the
 * server's markup before `hydrated` settles, when it has no handler yet and would do nothing, and
 * presses it again once the page has hydrated: hydration keeps the button's element.
 */
export function holdEarlyClicks(hydrated: Promise<void>): void {
  let held: HTMLButtonElement | undefined
  const hold = (event: MouseEvent) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>('button[type="button"]')
        : null
    if (!button || button.disabled) return
    event.preventDefault()
    event.stopPropagation()
    held = button
  }
  document.addEventListener('click', hold, true)
  void hydrated.then(() => {
    document.removeEventListener('click', hold, true)
    const button = held
    // A task later, as for a form: the handlers are attached.
    if (button) setTimeout(() => button.isConnected && button.click())
  })
}
