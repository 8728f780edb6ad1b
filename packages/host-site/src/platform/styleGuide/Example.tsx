import type { ReactNode } from 'react'

/** A row of examples, each one state of a component. */
export function Examples({ children }: { children: ReactNode }) {
  return <ul className="style-guide__examples">{children}</ul>
}

/** One example, captioned with its state and the classes or attributes that make it. */
export function Example({
  state,
  code,
  wide = false,
  children,
}: {
  state: string
  /** Class names and attributes, shown as code. */
  code?: string
  wide?: boolean
  children: ReactNode
}) {
  return (
    <li
      className={`style-guide__example${wide ? ' style-guide__example--wide' : ''}`}
    >
      {children}
      <p className="style-guide__caption">
        {state}
        {code ? (
          <>
            {': '}
            <code>{code}</code>
          </>
        ) : null}
      </p>
    </li>
  )
}
