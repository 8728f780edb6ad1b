import '../styles/account.css'
import '../styles/style-guide.css'
import { use } from 'react'
import { useTranslation } from '../i18n/translation'
import { useDocumentTitle } from '../layout/useDocumentTitle'
import { useServerPage } from '../ssr'
import { ColourSection } from './ColourSection'
import { ComponentsSection } from './ComponentsSection'
import { SpacingSection } from './SpacingSection'
import { styleGuideTextsFor } from './styleGuideTexts'
import { TypeSection } from './TypeSection'

const SECTIONS = ['colours', 'type', 'spacing', 'components'] as const

function StyleGuide() {
  const { t } = useTranslation('styleGuide')
  useDocumentTitle(t('title'))
  useServerPage()?.say({ description: t('description') })
  return (
    <section className="style-guide" aria-labelledby="style-guide-title">
      <h1 id="style-guide-title">{t('title')}</h1>
      <p className="style-guide__intro">{t('intro')}</p>
      <nav className="style-guide__contents" aria-label={t('contents')}>
        <ul>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#style-guide-${id}`}>{t(`${id}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ColourSection />
      <TypeSection />
      <SpacingSection />
      <ComponentsSection />
    </section>
  )
}

/**
 * The style guide (issue 16): the design system's colours with their contrast, type, spacing
 * and the site's components in every state, which designers and partners theme against.
 */
export function StyleGuidePage() {
  const { i18n } = useTranslation()
  // Its texts load with it (Suspense), in the page's language only.
  use(styleGuideTextsFor(i18n))
  return <StyleGuide />
}
