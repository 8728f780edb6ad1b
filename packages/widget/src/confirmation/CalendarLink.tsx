import { useEffect, useRef, type MouseEvent } from 'react'

const TYPE = 'text/calendar'

/**
 * A link that downloads an .ics file. The blob URL is made on click (just before the browser
 * follows the link) and revoked on the next click or when the link unmounts; the data: URL is
 * the fallback for opening it in another way (such as the context menu).
 */
export function CalendarLink({
  ics,
  fileName,
  children,
}: {
  ics: string
  fileName: string
  children: string
}) {
  const created = useRef<string[]>([])
  useEffect(() => {
    const urls = created.current
    return () => {
      for (const url of urls.splice(0)) URL.revokeObjectURL(url)
    }
  }, [])

  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    for (const url of created.current.splice(0)) URL.revokeObjectURL(url)
    const url = URL.createObjectURL(new Blob([ics], { type: TYPE }))
    created.current.push(url)
    event.currentTarget.href = url
  }

  return (
    <a
      className="resort-button"
      href={`data:${TYPE};charset=utf-8,${encodeURIComponent(ics)}`}
      download={fileName}
      onClick={download}
    >
      {children}
    </a>
  )
}
