import { useTranslation } from '../i18n/translation'
import type { SiteToken } from './siteTokens'

/** A token shown as what it does: a colour, a typeface or size, a gap, a corner, a shadow, a
 * focus ring or a motion. */
export function TokenSample({ token }: { token: SiteToken }) {
  const { t } = useTranslation('styleGuide')
  // Each look is a rule of style-guide.css named after the token (no style attributes: CSP).
  const sample = `style-guide__sample${token.name}`
  switch (token.kind) {
    case 'colour':
      return (
        <span
          className={`style-guide__swatch style-guide__swatch${token.name}`}
        />
      )
    case 'font':
    case 'type-step':
      return (
        <span className={`style-guide__type-sample ${sample}`}>
          {t('type.sample')}
        </span>
      )
    case 'leading':
      return (
        <span className={`style-guide__leading ${sample}`}>
          {t('type.sample')} {t('type.sample')}
        </span>
      )
    case 'space':
      return <span className={`style-guide__bar ${sample}`} />
    case 'radius':
    case 'shadow':
    case 'focus':
      return <span className={`style-guide__shape ${sample}`} />
    case 'motion':
      // Slides when its row is under the pointer, at the token's pace (style-guide.css).
      return <span className={`style-guide__motion ${sample}`} />
  }
}
