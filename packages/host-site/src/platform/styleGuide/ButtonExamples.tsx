import { useTranslation } from '../i18n/translation'
import { Example, Examples } from './Example'

// Examples only: every button is type="button" outside any form, and does nothing.
/** The site's buttons: primary, secondary, danger, on the header, focused and busy. */
export function ButtonExamples() {
  const { t } = useTranslation('styleGuide')
  return (
    <>
      <h3>{t('components.buttons_title')}</h3>
      <Examples>
        <Example state={t('state.primary')} code="account-button">
          <button type="button" className="account-button">
            {t('example.continue')}
          </button>
        </Example>
        <Example
          state={t('state.secondary')}
          code="account-button account-button--secondary"
        >
          <button
            type="button"
            className="account-button account-button--secondary"
          >
            {t('example.back')}
          </button>
        </Example>
        <Example
          state={t('state.danger')}
          code="account-button account-button--danger"
        >
          <button
            type="button"
            className="account-button account-button--danger"
          >
            {t('example.delete')}
          </button>
        </Example>
        <Example state={t('state.compact')} code="site-button">
          <button type="button" className="site-button">
            {t('example.select')}
          </button>
        </Example>
        <Example
          state={t('state.accent')}
          code="site-button site-button--accent"
        >
          <button type="button" className="site-button site-button--accent">
            {t('example.search')}
          </button>
        </Example>
        <Example
          state={t('state.secondary')}
          code="site-button site-button--secondary"
        >
          <button type="button" className="site-button site-button--secondary">
            {t('example.back')}
          </button>
        </Example>
        <Example
          state={t('state.tertiary')}
          code="site-button site-button--tertiary"
        >
          <button type="button" className="site-button site-button--tertiary">
            {t('example.change_dates')}
          </button>
        </Example>
        <Example state={t('state.plain')} code="<button>">
          <button type="button">{t('example.back')}</button>
        </Example>
        <Example state={t('state.focus')} code=":focus-visible">
          <button type="button" className="account-button style-guide__focus">
            {t('example.continue')}
          </button>
        </Example>
        <Example state={t('state.busy')} code='aria-disabled="true"'>
          <button type="button" className="account-button" aria-disabled="true">
            {t('example.sending')}
          </button>
        </Example>
        <Example state={t('state.on_dark')} code="site-search-button" wide>
          <div className="style-guide__dark">
            <button type="button" className="site-search-button">
              {t('example.search')}
            </button>
            <button
              type="button"
              className="site-search-button style-guide__focus style-guide__focus--on-dark"
            >
              {t('example.search')}
            </button>
          </div>
        </Example>
      </Examples>
    </>
  )
}
