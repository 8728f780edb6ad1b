import type { userEvent } from '@testing-library/user-event'

/** Focuses an element and presses keys there, as a keyboard user does. */
export async function press(
  actor: ReturnType<typeof userEvent.setup>,
  element: HTMLElement,
  keys: string,
): Promise<void> {
  element.focus()
  await actor.keyboard(keys)
}
