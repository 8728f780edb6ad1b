import { AA_MINIMUM, contrastRatio } from './contrastRatio'
import { token } from './siteTokens'

export interface ContrastPair {
  foreground: string
  background: string
  /** Text (4.5:1) or a control's edge or focus ring (3:1). */
  use: keyof typeof AA_MINIMUM
}

const text = (foreground: string, backgrounds: string[]): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, use: 'text' }))
const ui = (foreground: string, backgrounds: string[]): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, use: 'ui' }))

/** Each colour the site writes or draws with, on each background it is used on. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...text('--site-text', [
    '--site-bg',
    '--site-surface',
    '--site-sand',
    '--site-tint',
    '--site-notice',
  ]),
  ...text('--site-muted', ['--site-bg', '--site-surface', '--site-sand']),
  ...text('--site-primary', [
    '--site-bg',
    '--site-surface',
    '--site-sand',
    '--site-tint',
  ]),
  ...text('--site-primary-strong', ['--site-bg', '--site-surface']),
  ...text('--site-link-visited', [
    '--site-bg',
    '--site-surface',
    '--site-sand',
  ]),
  ...text('--site-accent', ['--site-bg', '--site-surface', '--site-sand']),
  ...text('--site-accent-strong', ['--site-surface']),
  ...text('--site-on-primary', [
    '--site-primary',
    '--site-primary-strong',
    '--site-invalid',
  ]),
  ...text('--site-on-accent', ['--site-accent', '--site-accent-strong']),
  ...text('--site-invalid', ['--site-bg', '--site-surface']),
  ...text('--site-error', ['--site-surface']),
  ...text('--site-sale', ['--site-surface']),
  ...text('--site-star', ['--site-surface']),
  ...ui('--site-focus', ['--site-primary']),
  ...ui('--site-focus-on-light', [
    '--site-bg',
    '--site-surface',
    '--site-sand',
  ]),
  ...ui('--site-control-border', [
    '--site-bg',
    '--site-surface',
    '--site-sand',
  ]),
  ...ui('--site-notice-edge', ['--site-notice']),
  ...ui('--site-border', ['--site-surface']),
  // The widget's theme: what a partner's colours must keep too.
  ...text('--resort-text', ['--resort-surface']),
  ...text('--resort-muted', ['--resort-surface']),
  ...text('--resort-primary', ['--resort-surface']),
  ...text('--resort-accent', ['--resort-surface']),
  ...text('--resort-on-primary', ['--resort-primary']),
  ...text('--resort-error', ['--resort-surface']),
  ...ui('--resort-border', ['--resort-surface']),
  ...ui('--resort-focus', ['--resort-surface']),
]

/** A pair's contrast ratio from the tokens' values, and whether it meets WCAG 2.2 AA. */
export function measure(pair: ContrastPair): {
  ratio: number
  passes: boolean
} {
  const ratio = contrastRatio(
    token(pair.foreground).resolved,
    token(pair.background).resolved,
  )
  return { ratio, passes: ratio >= AA_MINIMUM[pair.use] }
}
