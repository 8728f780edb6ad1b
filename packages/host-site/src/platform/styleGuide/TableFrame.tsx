import type { ReactNode } from 'react'

/**
 * A wide table's frame: on a narrow screen the table scrolls sideways inside it instead of
 * widening the page. It takes keyboard focus, so that a keyboard can scroll it too (WCAG 2.1.1).
 */
export function TableFrame({
  labelledBy,
  children,
}: {
  labelledBy: string
  children: ReactNode
}) {
  return (
    <div
      className="style-guide__frame"
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls: a keyboard must reach it
      tabIndex={0}
    >
      {children}
    </div>
  )
}
