import { pagePath } from '@resort/core/site'
import {
  ALL_DENIED,
  CONSENT_CATEGORIES,
  type ConsentChoice,
} from '@resort/core/tracking'
import { CheckboxField } from '@resort/widget/forms'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../i18n/translation'
import { usePageLanguage } from '../i18n/usePageLanguage'

/** The banner's second layer: a switch per category, necessary always on, and "Save choices". */
export function CookieSettings({
  initial = ALL_DENIED,
  onSave,
  children,
}: {
  /** The choice being changed; every category off on a first visit. */
  initial?: ConsentChoice
  onSave: (choice: ConsentChoice) => void
  /** "Accept all" and "Reject all", as on the first layer. */
  children: ReactNode
}) {
  const { t } = useTranslation('consent')
  const language = usePageLanguage()
  const [choice, setChoice] = useState<ConsentChoice>(initial)
  const heading = useRef<HTMLHeadingElement>(null)
  // The layer replaced the one the visitor was on: the focus follows to its heading.
  useEffect(() => heading.current?.focus(), [])

  return (
    <>
      <h2 id="cookie-banner-title" tabIndex={-1} ref={heading}>
        {t('settings_title')}
      </h2>
      <p id="cookie-banner-text">
        {t('settings_text')}{' '}
        <Link to={pagePath('cookiePolicy', language)}>{t('policy_link')}</Link>
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSave(choice)
        }}
      >
        <ul className="cookie-banner__categories">
          <li>
            <CheckboxField
              role="switch"
              id="consent-necessary"
              label={t('necessary_label')}
              hint={t('necessary_text')}
              checked
              disabled
              onChange={() => undefined}
            />
          </li>
          {CONSENT_CATEGORIES.map((category) => (
            <li key={category}>
              <CheckboxField
                role="switch"
                id={`consent-${category}`}
                label={t(`${category}_label`)}
                hint={t(`${category}_text`)}
                checked={choice[category]}
                onChange={(checked) =>
                  setChoice({ ...choice, [category]: checked })
                }
              />
            </li>
          ))}
        </ul>
        <button type="submit" className="cookie-banner__save">
          {t('save')}
        </button>
      </form>
      {children}
    </>
  )
}
