import { useTranslation } from '../i18n/translation'
import { GuideSection } from './GuideSection'
import { SITE_TOKENS } from './siteTokens'
import { TokenTable } from './TokenTable'

const SHAPE_TOKENS = SITE_TOKENS.filter(
  ({ name, kind }) =>
    name.startsWith('--site-') &&
    ['space', 'radius', 'shadow', 'focus', 'motion'].includes(kind),
)

/** The spacing scale, corners, shadows, the focus ring and motion. */
export function SpacingSection() {
  const { t } = useTranslation('styleGuide')
  return (
    <GuideSection
      id="spacing"
      title={t('spacing.title')}
      intro={t('spacing.intro')}
    >
      <h3 id="style-guide-spacing-tokens">{t('spacing.tokens_title')}</h3>
      <TokenTable
        tokens={SHAPE_TOKENS}
        labelledBy="style-guide-spacing-tokens"
      />
    </GuideSection>
  )
}
