import { useMemo, useState } from 'react'
import { isHydrating } from './hydration'

/**
 * A text the server rendered into the element `id`, taken as it is while the page hydrates
 * instead of computed again, and computed by `compute` once `key` (what the text depends on)
 * changes or on a page the browser renders. Issue 15: a page's first date format costs about
 * 90 ms on a slow phone, and the server has already paid it.
 */
export function useServerText(
  id: string,
  key: string,
  compute: () => string,
): string {
  const [kept] = useState(() => {
    const text = isHydrating()
      ? document.getElementById(id)?.textContent
      : undefined
    return text ? { key, text } : undefined
  })
  // `compute` is a new function each render; the text changes with `key` only.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (kept?.key === key ? kept.text : compute()), [key, kept])
}
