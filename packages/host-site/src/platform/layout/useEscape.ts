import { useEffect, type RefObject } from 'react'

/**
 * While `active`, Escape calls `onEscape`: anywhere on the page, or only inside `scope` when
 * given. The header's menus, the search panel and the account menu close with it.
 */
export function useEscape(
  active: boolean,
  onEscape: () => void,
  scope?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const target = scope ? scope.current : document
    if (!active || !target) return
    const onKeyDown = (event: Event) => {
      if ((event as KeyboardEvent).key !== 'Escape') return
      event.preventDefault()
      onEscape()
    }
    target.addEventListener('keydown', onKeyDown)
    return () => target.removeEventListener('keydown', onKeyDown)
  }, [active, onEscape, scope])
}
