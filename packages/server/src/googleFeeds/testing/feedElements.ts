/** An element of a feed as the tests read it: its attributes and the text inside it. */
export interface FeedElement {
  attributes: Record<string, string>
  inner: string
}

const unescaped = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) =>
      String.fromCharCode(Number(code)),
    )
    .replace(/&amp;/g, '&')

/**
 * Every element of a name in the feeds' own writing (no element inside one of its own name), in
 * document order: enough to read what the builders wrote, not a general XML reader.
 */
export function feedElements(xml: string, name: string): FeedElement[] {
  const pattern = new RegExp(
    `<${name}((?:\\s+[\\w:]+="[^"]*")*)\\s*(?:/>|>([\\s\\S]*?)</${name}>)`,
    'g',
  )
  return [...xml.matchAll(pattern)].map((match) => ({
    attributes: Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w:]+)="([^"]*)"/g)].map((pair) => [
        pair[1]!,
        unescaped(pair[2]!),
      ]),
    ),
    inner: match[2] ?? '',
  }))
}

/** The attributes of the first element of a name inside another, or undefined. */
export const firstIn = (
  parent: FeedElement,
  name: string,
): Record<string, string> | undefined =>
  feedElements(parent.inner, name)[0]?.attributes
