import { useTranslation } from '../i18n/translation'
import { ContrastTable } from './ContrastTable'
import { GuideSection } from './GuideSection'
import { SITE_TOKENS } from './siteTokens'
import { TokenTable } from './TokenTable'

const SITE_COLOURS = SITE_TOKENS.filter(
  ({ name, kind }) => kind === 'colour' && name.startsWith('--site-'),
)
// The widget's theme: every --resort-* property, colours and the rest.
const WIDGET_THEME = SITE_TOKENS.filter(({ name }) =>
  name.startsWith('--resort-'),
)
// As the partner microsite in examples/ themes it.
const PARTNER_THEME = `resort-booking {
  --resort-primary: #4b5a1e;
  --resort-on-primary: #ffffff;
  --resort-text: #27261f;
  --resort-muted: #4f4c40;
  --resort-border: #7f7a66;
  --resort-radius: 4px;
  --resort-font: Georgia, 'Times New Roman', serif;
}`

/** The site's colours, the widget's theme that partners set, and their contrast. */
export function ColourSection() {
  const { t } = useTranslation('styleGuide')
  return (
    <GuideSection
      id="colours"
      title={t('colours.title')}
      intro={t('colours.intro')}
    >
      <h3 id="style-guide-site-colours">{t('colours.site_title')}</h3>
      <TokenTable tokens={SITE_COLOURS} labelledBy="style-guide-site-colours" />
      <h3 id="style-guide-widget-theme">{t('colours.widget_title')}</h3>
      <p>{t('colours.widget_intro')}</p>
      <TokenTable tokens={WIDGET_THEME} labelledBy="style-guide-widget-theme" />
      <p>{t('colours.widget_example')}</p>
      <pre>
        <code>{PARTNER_THEME}</code>
      </pre>
      <h3 id="style-guide-contrast">{t('colours.contrast_title')}</h3>
      <p>{t('colours.contrast_intro')}</p>
      <ContrastTable labelledBy="style-guide-contrast" />
    </GuideSection>
  )
}
