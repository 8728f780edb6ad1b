import tokensCss from '../styles/tokens.css?raw'

type TokenKind =
  | 'colour'
  | 'font'
  | 'type-step'
  | 'leading'
  | 'space'
  | 'radius'
  | 'shadow'
  | 'focus'
  | 'motion'

export interface SiteToken {
  /** The custom property, as the CSS names it: `--site-primary`. */
  name: string
  /** Its value as tokens.css writes it: `#0b5563`, `var(--site-star)`. */
  value: string
  /** Its value with every var() it reads replaced. */
  resolved: string
  kind: TokenKind
}

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(.*\)|hsla?\(.*\))$/i

function kindOf(name: string, resolved: string): TokenKind | undefined {
  if (COLOUR.test(resolved)) return 'colour'
  if (/-font/.test(name)) return 'font'
  if (/-step-/.test(name)) return 'type-step'
  if (/-leading/.test(name)) return 'leading'
  if (/-space-/.test(name)) return 'space'
  if (/-radius/.test(name)) return 'radius'
  if (/-shadow/.test(name)) return 'shadow'
  if (/-focus-(width|offset)$/.test(name)) return 'focus'
  if (/-(duration|ease)$/.test(name)) return 'motion'
  return undefined
}

/**
 * The custom properties a stylesheet defines, in its order, each with its var()s resolved. A
 * property's first value is its token; a later one (a media query's, such as reduced motion's)
 * does not replace it.
 */
export function parseTokens(css: string): SiteToken[] {
  const written = new Map<string, string>()
  for (const [, name = '', value = ''] of css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
    if (!written.has(name)) written.set(name, value.trim().replace(/\s+/g, ' '))
  const resolve = (value: string, seen: readonly string[]): string =>
    value.replace(/var\((--[\w-]+)\)/g, (reference, name: string) => {
      const target = written.get(name)
      return target === undefined || seen.includes(name)
        ? reference
        : resolve(target, [...seen, name])
    })
  return [...written].map(([name, value]) => {
    const resolved = resolve(value, [name])
    const kind = kindOf(name, resolved)
    if (!kind) throw new Error(`${name}: no kind of design token`)
    return { name, value, resolved, kind }
  })
}

/**
 * The design system as the site's tokens.css defines it: the site's --site-* tokens and the
 * widget's --resort-* theme (which partners set and the site sets to its own tokens). Read from
 * the stylesheet itself, so that the style guide never shows a value the site does not use.
 */
export const SITE_TOKENS: readonly SiteToken[] = parseTokens(tokensCss)

/** A token by its name; throws for one tokens.css does not define. */
export function token(name: string): SiteToken {
  const found = SITE_TOKENS.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`${name} is not a design token`)
  return found
}
