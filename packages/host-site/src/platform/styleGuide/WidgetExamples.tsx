import { useTranslation } from '../i18n/translation'
import { BookingStepperExample } from './BookingStepperExample'
import { Example, Examples } from './Example'

/**
 * The booking, manage and request flows' controls, with the widget's classes, in the theme a
 * partner sets (--resort-*; here the site's). Static: no form, nothing is sent.
 */
export function WidgetExamples() {
  const { t } = useTranslation('styleGuide')
  return (
    <>
      <h3>{t('components.widget_title')}</h3>
      <p>{t('components.widget_intro')}</p>
      {/* The widget's theme applies inside its elements' root class. */}
      <div className="resort-booking">
        <Examples>
          <BookingStepperExample />
          <Example
            state={t('state.with_hint')}
            code="form-field, form-field__hint"
          >
            <div className="form-field">
              <label htmlFor="sg-widget-name">{`${t('example.name_label')} *`}</label>
              <input
                id="sg-widget-name"
                type="text"
                autoComplete="off"
                aria-required="true"
                aria-describedby="sg-widget-name-hint"
              />
              <p id="sg-widget-name-hint" className="form-field__hint">
                {t('example.name_hint')}
              </p>
            </div>
          </Example>
          <Example
            state={t('state.error')}
            code='form-field__error, aria-invalid="true", aria-describedby'
          >
            <div className="form-field">
              <label htmlFor="sg-widget-email">{`${t('example.email_label')} *`}</label>
              <input
                id="sg-widget-email"
                type="email"
                autoComplete="off"
                aria-required="true"
                aria-invalid="true"
                aria-describedby="sg-widget-email-error"
                defaultValue={t('example.email_invalid_value')}
              />
              <p id="sg-widget-email-error" className="form-field__error">
                {t('example.email_error')}
              </p>
            </div>
          </Example>
          <Example state={t('state.radio')} code="form-choices, form-choice">
            {/* The form kit's RadioGroup, as it draws it (static here). */}
            <fieldset className="form-choices">
              <legend>{t('example.payment_legend')}</legend>
              <div className="form-choices__list">
                <span className="form-choice">
                  <input
                    id="sg-widget-payment-card"
                    type="radio"
                    name="sg-widget-payment"
                    defaultChecked
                  />
                  <label htmlFor="sg-widget-payment-card">
                    {t('example.payment_card')}
                  </label>
                </span>
                <span className="form-choice">
                  <input
                    id="sg-widget-payment-transfer"
                    type="radio"
                    name="sg-widget-payment"
                  />
                  <label htmlFor="sg-widget-payment-transfer">
                    {t('example.payment_transfer')}
                  </label>
                </span>
              </div>
            </fieldset>
          </Example>
          <Example state={t('state.checkbox')} code="form-field--check">
            <div className="form-field form-field--check">
              <input id="sg-widget-terms" type="checkbox" />
              <label htmlFor="sg-widget-terms">
                {t('example.terms_label')}
              </label>
            </div>
          </Example>
          <Example
            state={t('state.widget_buttons')}
            code="resort-button, resort-button--secondary, resort-link-button"
            wide
          >
            <div className="resort-payment__actions">
              <button type="button" className="resort-button">
                {t('example.continue')}
              </button>
              <button
                type="button"
                className="resort-button resort-button--secondary"
              >
                {t('example.back')}
              </button>
              <button type="button" className="resort-link-button">
                {t('example.change_dates')}
              </button>
            </div>
          </Example>
          <Example state={t('state.focus')} code=":focus-visible">
            <button
              type="button"
              className="resort-button style-guide__focus style-guide__focus--widget"
            >
              {t('example.continue')}
            </button>
          </Example>
          <Example state={t('state.disabled')} code="resort-button:disabled">
            <button type="button" className="resort-button" disabled>
              {t('example.continue')}
            </button>
          </Example>
        </Examples>
      </div>
    </>
  )
}
