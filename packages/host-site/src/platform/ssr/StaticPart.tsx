import { useState, type ReactNode } from 'react'
import { isHydrating } from './hydration'

/** The attribute that marks a static part; its links are followed by the site's router. */
export const STATIC_PART_ATTRIBUTE = 'data-static-part'
const VERSION_ATTRIBUTE = 'data-version'

/**
 * A region the server renders and nothing on the page changes afterwards (cards, facts, texts):
 * while the page hydrates, the browser keeps the server's markup as it is, without running the
 * region's components (their texts, prices and dates cost most of hydration; issue 15). Reached
 * by a client-side navigation, it renders its children as any other part.
 */
export function StaticPart({
  id,
  version = '',
  children,
}: {
  /** Unique on the page: the markup to keep is found by it. */
  id: string
  /** What the content depends on (a stay, a filter): once it changes, the part renders anew. */
  version?: string
  children: ReactNode
}) {
  const [kept] = useState(() => {
    const server = isHydrating() ? document.getElementById(id) : null
    // Only the server's markup of this very content (not a page being left).
    return server?.getAttribute(VERSION_ATTRIBUTE) === version
      ? { html: server.innerHTML, version }
      : undefined
  })
  const html = kept?.version === version ? kept.html : undefined
  const marker = { [STATIC_PART_ATTRIBUTE]: '', [VERSION_ATTRIBUTE]: version }
  // Preact leaves dangerouslySetInnerHTML alone while it hydrates: the markup stays untouched.
  return html === undefined ? (
    <div id={id} {...marker}>
      {children}
    </div>
  ) : (
    <div id={id} {...marker} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
