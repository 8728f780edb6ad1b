import {
  readCardPageMessage,
  type CardPageMessage,
} from '@resort/core/reservation'
import { useEffect, useRef, type RefObject } from 'react'

/**
 * Hears the card page in `frame` (decision 040): a message counts only when it comes from the
 * card page's origin and from that frame's window, and has one of the card page's shapes.
 */
export function useCardPageMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  cardOrigin: string,
  onMessage: (message: CardPageMessage) => void,
): void {
  // Kept in a ref so that a new callback each render does not subscribe again.
  const listener = useRef(onMessage)
  useEffect(() => {
    listener.current = onMessage
  })
  useEffect(() => {
    const hear = (event: MessageEvent) => {
      const source = frame.current?.contentWindow
      if (!source || event.source !== source || event.origin !== cardOrigin)
        return
      const message = readCardPageMessage(event.data)
      if (message) listener.current(message)
    }
    window.addEventListener('message', hear)
    return () => window.removeEventListener('message', hear)
  }, [frame, cardOrigin])
}
