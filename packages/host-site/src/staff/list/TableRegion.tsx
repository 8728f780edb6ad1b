import type { ReactNode } from 'react'

/**
 * A wide table's frame: on a narrow screen the table scrolls sideways inside it, never the
 * page, and the frame takes keyboard focus so a keyboard can scroll it too (WCAG 2.1.1). The
 * table's title stands above the frame, so that it never scrolls out of sight as a caption
 * would; it names the table (aria-labelledby `titleId`) and the frame.
 */
export function TableRegion({
  title,
  titleId,
  children,
}: {
  title: string
  titleId: string
  children: ReactNode
}) {
  return (
    <>
      <p id={titleId} className="admin-table-title">
        {title}
      </p>
      <div
        className="admin-table-wrap"
        role="region"
        aria-labelledby={titleId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls: a keyboard must reach it
        tabIndex={0}
      >
        {children}
      </div>
    </>
  )
}
