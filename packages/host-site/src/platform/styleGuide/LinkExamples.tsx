import { pagePath } from '@resort/core/site'
import { Link } from 'react-router'
import { useTranslation } from '../i18n/translation'
import { usePageLanguage } from '../i18n/usePageLanguage'
import { Example, Examples } from './Example'

/** Links: in text, focused, as a button, and on the header's colour. */
export function LinkExamples() {
  const { t } = useTranslation('styleGuide')
  const language = usePageLanguage()
  const offers = pagePath('offers', language)
  return (
    <>
      <h3>{t('components.links_title')}</h3>
      <Examples>
        <Example state={t('state.default')} code="<a>">
          <Link to={offers}>{t('example.offers')}</Link>
        </Example>
        <Example state={t('state.focus')} code=":focus-visible">
          <Link to={offers} className="style-guide__focus">
            {t('example.offers')}
          </Link>
        </Example>
        <Example state={t('state.link_button')} code="account-button">
          <Link to={offers} className="account-button">
            {t('example.offers')}
          </Link>
        </Example>
        <Example state={t('state.on_dark')} code="account-menu__sign-in">
          <div className="style-guide__dark">
            <Link to={offers} className="account-menu__sign-in">
              {t('example.offers')}
            </Link>
            <Link
              to={offers}
              className="account-menu__sign-in style-guide__focus style-guide__focus--on-dark"
            >
              {t('example.offers')}
            </Link>
          </div>
        </Example>
      </Examples>
    </>
  )
}
