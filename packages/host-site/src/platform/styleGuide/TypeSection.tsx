import { pagePath } from '@resort/core/site'
import { Link } from 'react-router'
import { useTranslation } from '../i18n/translation'
import { usePageLanguage } from '../i18n/usePageLanguage'
import { Example, Examples } from './Example'
import { GuideSection } from './GuideSection'
import { HeadingSamples } from './HeadingSamples'
import { SITE_TOKENS, token } from './siteTokens'
import { TokenTable } from './TokenTable'

const TYPE_TOKENS = SITE_TOKENS.filter(
  ({ name, kind }) =>
    name.startsWith('--site-') &&
    (kind === 'font' || kind === 'type-step' || kind === 'leading'),
)
// A specimen, the same in every language: the letters beyond English that our languages write.
const LETTERS = 'Čč Ćć Đđ Šš Žž · Ää Öö Üü ß · À à È è É é Ì ì Ò ò Ù ù'

/** The typefaces and type scale, running text, small text and links, and the headings. */
export function TypeSection() {
  const { t } = useTranslation('styleGuide')
  const language = usePageLanguage()
  return (
    <GuideSection id="type" title={t('type.title')} intro={t('type.intro')}>
      <h3 id="style-guide-type-scale">{t('type.scale_title')}</h3>
      <TokenTable tokens={TYPE_TOKENS} labelledBy="style-guide-type-scale" />
      <h3>{t('type.text_title')}</h3>
      <Examples>
        <Example
          state={t('type.body')}
          code={`font-size: var(${token('--site-step-0').name}); line-height: 1.5`}
          wide
        >
          <p>{t('type.body_sample')}</p>
        </Example>
        <Example
          state={t('type.small')}
          code={`font-size: var(${token('--site-step--1').name})`}
          wide
        >
          <p className="style-guide__type-sample style-guide__sample--site-step--1">
            {t('type.small_sample')}
          </p>
        </Example>
        <Example state={t('type.link')} code="<a>" wide>
          <p>
            {t('type.link_before')}{' '}
            <Link to={pagePath('accommodation', language)}>
              {t('type.link_text')}
            </Link>
          </p>
        </Example>
      </Examples>
      <h3>{t('type.letters_title')}</h3>
      <Examples>
        <Example state="Source Sans 3" code="var(--site-font)" wide>
          <p className="style-guide__letters style-guide__sample--site-font">
            {LETTERS}
          </p>
        </Example>
        <Example state="Fraunces" code="var(--site-font-display)" wide>
          <p className="style-guide__letters style-guide__sample--site-font-display">
            {LETTERS}
          </p>
        </Example>
      </Examples>
      <h3>{t('type.headings_title')}</h3>
      <p>{t('type.headings_intro')}</p>
      <HeadingSamples />
    </GuideSection>
  )
}
