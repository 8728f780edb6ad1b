import { useTranslation } from '../i18n/translation'
import { ButtonExamples } from './ButtonExamples'
import { CardExamples } from './CardExamples'
import { FieldExamples } from './FieldExamples'
import { GuideSection } from './GuideSection'
import { LinkExamples } from './LinkExamples'
import { MessageExamples } from './MessageExamples'
import { WidgetExamples } from './WidgetExamples'

/** The site's components in every state, with the classes that make each. */
export function ComponentsSection() {
  const { t } = useTranslation('styleGuide')
  return (
    <GuideSection
      id="components"
      title={t('components.title')}
      intro={t('components.intro')}
    >
      <ButtonExamples />
      <FieldExamples />
      <WidgetExamples />
      <MessageExamples />
      <CardExamples />
      <LinkExamples />
    </GuideSection>
  )
}
