import { Suspense, useRef, useState, type ReactNode } from 'react'

export interface DatePickerOpenerProps {
  /** The button's text. */
  label: string
  /** The dialog, given the function that closes it and returns the focus to the button. */
  children: (close: () => void) => ReactNode
}

/**
 * The button that opens a date picker dialog (issue 33), on the page from the server's render;
 * the dialog, loaded on demand, comes after it and the focus returns to it on close.
 */
export function DatePickerOpener({ label, children }: DatePickerOpenerProps) {
  const openerRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)

  function close() {
    setOpen(false)
    openerRef.current?.focus()
  }

  return (
    <div className="resort-calendar">
      <button
        ref={openerRef}
        type="button"
        className="resort-calendar__open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          {/* `close` reads the ref only when the dialog calls it, in its own event handlers. */}
          {/* eslint-disable-next-line react-hooks/refs */}
          {children(close)}
        </Suspense>
      ) : null}
    </div>
  )
}
