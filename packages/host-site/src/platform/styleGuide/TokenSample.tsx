import { useTranslation } from '../i18n/translation'
import type { SiteToken } from './siteTokens'

/** A token shown as what it does: a colour, a typeface or size, a gap, a corner or a shadow. */
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
    case 'space':
      return <span className={`style-guide__bar ${sample}`} />
    case 'radius':
    case 'shadow':
      return <span className={`style-guide__shape ${sample}`} />
  }
}
