import nodeConsole from 'node:console'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, vi } from 'vitest'

/**
 * happy-dom loads no frame, and says so on Node's own console for every card page it is given:
 * call inside a describe whose tests show the card step, to keep that one line quiet.
 */
export function quietFrameLoading(): void {
  beforeEach(() => {
    const error = nodeConsole.error.bind(nodeConsole)
    vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Iframe page loading is disabled'))
        error(...args)
    })
  })
  afterEach(() => vi.mocked(nodeConsole.error).mockRestore())
}

/** The card page's frame, with `frameWindow` as the window its messages come from. */
export function cardFrame(frameWindow: object | null = {}): HTMLIFrameElement {
  const frame = screen.getByTitle<HTMLIFrameElement>('Card details')
  Object.defineProperty(frame, 'contentWindow', {
    configurable: true,
    value: frameWindow,
  })
  return frame
}

/** A message as the browser delivers it: its data, the sender's origin and window. */
export const postMessageFrom = (
  data: unknown,
  origin: string,
  source: object | null,
) =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin,
        source: source as MessageEventSource | null,
      }),
    )
  })

/** The card page's "confirmed" for `intent`. */
export const confirmedMessage = (intent: string) => ({
  type: 'resort:card',
  status: 'confirmed',
  intent,
})

const group = (name: string) => within(screen.getByRole('group', { name }))

/** Fills the payment step's details validly, in English, and accepts the terms. */
export async function fillValidDetails() {
  const user = userEvent.setup()
  const holder = group('Reservation holder')
  await user.selectOptions(holder.getByLabelText('Title (optional)'), 'Mr')
  await user.click(holder.getByLabelText('Male'))
  await user.type(holder.getByLabelText('First name'), 'Ana')
  await user.type(holder.getByLabelText('Last name'), 'Horvat')
  const guest = group('Guest details')
  await user.type(guest.getByLabelText('First name'), 'Ana')
  await user.type(guest.getByLabelText('Last name'), 'Horvat')
  await user.type(guest.getByLabelText('Email'), 'ana@example.com')
  await user.selectOptions(guest.getByLabelText('Country'), 'HR')
  await user.type(guest.getByLabelText('Phone number'), '091 234 5678')
  await user.type(guest.getByLabelText('City'), 'Zagreb')
  await user.type(guest.getByLabelText('Postal code'), '10000')
  await user.type(guest.getByLabelText('Address'), 'Ilica 1')
  await user.click(
    screen.getByLabelText(
      'I accept the booking terms and the cancellation policy',
    ),
  )
  return user
}
