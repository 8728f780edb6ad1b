/**
 * What the card page tells the page that frames it, by postMessage (decision 040): its intent
 * is confirmed, or its height changed. Whoever listens checks the sender's origin and window.
 */
export type CardPageMessage =
  | { type: 'resort:card'; status: 'confirmed'; intent: string }
  | { type: 'resort:card-height'; height: number }

// A frame taller than any card page with its bank's challenge is not believed.
const MAX_HEIGHT = 10_000

/** A message's data as one of the card page's messages; anything else is undefined. */
export function readCardPageMessage(
  data: unknown,
): CardPageMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { type, status, intent, height } = data as Record<string, unknown>
  if (
    type === 'resort:card' &&
    status === 'confirmed' &&
    typeof intent === 'string' &&
    intent !== ''
  )
    return { type, status, intent }
  if (
    type === 'resort:card-height' &&
    typeof height === 'number' &&
    Number.isFinite(height) &&
    height > 0 &&
    height <= MAX_HEIGHT
  )
    return { type, height: Math.ceil(height) }
  return undefined
}
