const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

/** The red, green and blue of a #rgb or #rrggbb colour (0–255); undefined for any other. */
export function hexChannels(
  colour: string,
): [number, number, number] | undefined {
  const digits = HEX.exec(colour.trim())?.[1]
  if (!digits) return undefined
  const full =
    digits.length === 3
      ? [...digits].map((digit) => digit + digit).join('')
      : digits
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ]
}

// WCAG 2.2's relative luminance of one sRGB channel.
const linear = (channel: number) => {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** A colour's relative luminance as WCAG 2.2 defines it: 0 for black, 1 for white. */
export function relativeLuminance(colour: string): number {
  const channels = hexChannels(colour)
  if (!channels) throw new RangeError(`not a #rgb or #rrggbb colour: ${colour}`)
  const [r, g, b] = channels.map(linear) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The contrast ratio of two colours (WCAG 2.2), from 1 (none) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [
    relativeLuminance(foreground),
    relativeLuminance(background),
  ].sort((a, b) => b - a) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/** WCAG 2.2 AA's least ratio: 4.5 for text (1.4.3), 3 for a control's edge or focus ring (1.4.11). */
export const AA_MINIMUM = { text: 4.5, ui: 3 } as const
