import { useTranslation } from '../i18n/translation'
import { Example, Examples } from './Example'

/**
 * Status, refusal, error summary, the site's notices and loading. In a page these are live
 * regions that announce themselves as they appear (role="alert" or "status"); here they are
 * there from the start, so only the ones that announce nothing keep their role.
 */
export function MessageExamples() {
  const { t } = useTranslation('styleGuide')
  return (
    <>
      <h3>{t('components.messages_title')}</h3>
      <Examples>
        <Example state={t('state.status')} code='account-status, role="status"'>
          <p className="account-status">{t('example.saved')}</p>
        </Example>
        <Example state={t('state.refusal')} code='account-notice, role="alert"'>
          <div className="account-notice">
            <p>{t('example.refused')}</p>
          </div>
        </Example>
        <Example
          state={t('state.error_summary')}
          code='form-summary, role="alert", tabindex="-1"'
          wide
        >
          <div className="form-summary">
            <p className="form-summary__title">
              <strong>{t('example.problem')}</strong>
            </p>
            <ul>
              <li>
                <a href="#sg-field-invalid">
                  {`${t('example.email_label')}: ${t('example.email_error')}`}
                </a>
              </li>
              <li>
                <a href="#sg-country-invalid">
                  {`${t('example.country_label')}: ${t('example.country_error')}`}
                </a>
              </li>
            </ul>
          </div>
        </Example>
        <Example
          state={t('state.site_notice')}
          code="site-message site-message--notice"
          wide
        >
          <div className="site-message site-message--notice">
            <p>{t('global_offline', { ns: 'siteUi' })}</p>
            <button type="button">
              {t('dismiss_notice', { ns: 'siteUi' })}
            </button>
          </div>
        </Example>
        <Example state={t('state.site_reminder')} code="site-message" wide>
          <div className="site-message">
            <p>{t('reservation_left', { ns: 'siteUi' })}</p>
            <button type="button">
              {t('dismiss_reservation', { ns: 'siteUi' })}
            </button>
          </div>
        </Example>
        <Example
          state={t('state.loading')}
          code='aria-busy="true", role="status"'
        >
          <div aria-busy="true">
            <p role="status">{t('example.loading')}</p>
          </div>
        </Example>
      </Examples>
    </>
  )
}
