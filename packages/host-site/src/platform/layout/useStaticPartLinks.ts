import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { STATIC_PART_ATTRIBUTE } from '../ssr'

/**
 * Follows a link in a static part as the site's router would: the part kept the server's
 * markup, so its links have no handler of their own. A modified click (new tab), another
 * origin, a download or another target is left to the browser.
 */
export function useStaticPartLinks(): void {
  const navigate = useNavigate()
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return
      const target = event.target
      const link =
        target instanceof Element ? target.closest('a[href]') : undefined
      if (!(link instanceof HTMLAnchorElement)) return
      if (!link.closest(`[${STATIC_PART_ATTRIBUTE}]`)) return
      if (link.target && link.target !== '_self') return
      if (link.hasAttribute('download') || link.origin !== location.origin)
        return
      event.preventDefault()
      void navigate(link.pathname + link.search + link.hash)
    }
    document.addEventListener('click', follow)
    return () => document.removeEventListener('click', follow)
  }, [navigate])
}
