import { addDaysIso, type IsoDate } from '@resort/core/stay'
import type { KeyboardEvent } from 'react'
import { sameDayInMonth, weekdayIndex } from './calendarDates'

/** Where a key moves the grid's focus (WAI-ARIA date picker grid). */
export const KEY_MOVES: Record<string, (date: IsoDate) => IsoDate> = {
  ArrowLeft: (date) => addDaysIso(date, -1),
  ArrowRight: (date) => addDaysIso(date, 1),
  ArrowUp: (date) => addDaysIso(date, -7),
  ArrowDown: (date) => addDaysIso(date, 7),
  Home: (date) => addDaysIso(date, -weekdayIndex(date)),
  End: (date) => addDaysIso(date, 6 - weekdayIndex(date)),
  PageUp: (date) => sameDayInMonth(date, -1),
  PageDown: (date) => sameDayInMonth(date, 1),
}

/** A modal dialog keeps the focus inside until it closes: Tab from one edge goes to the other. */
export function keepFocusInside(
  event: KeyboardEvent<HTMLElement>,
  dialog: HTMLElement,
): void {
  const inside = [
    ...dialog.querySelectorAll<HTMLElement>(
      'button:not([disabled]), [tabindex="0"]',
    ),
  ]
  const edge = event.shiftKey ? inside[0] : inside.at(-1)
  if (event.target === edge) {
    event.preventDefault()
    ;(event.shiftKey ? inside.at(-1) : inside[0])?.focus()
  }
}
