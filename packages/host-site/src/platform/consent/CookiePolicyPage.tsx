import { CONSENT_COOKIE } from '@resort/core/tracking'
import { PageWithTexts } from '../i18n/PageWithTexts'
import { useTranslation } from '../i18n/translation'
import { usePageDescription } from '../seo/usePageDescription'
import { cookiePolicyTextsFor } from './cookiePolicyTexts'
import { CookieSettingsButton } from './CookieSettingsButton'

const TEXTS = [cookiePolicyTextsFor]

// The cookies the site and its server set (SPEC 9), each with the key of its purpose and duration.
const NECESSARY_COOKIES = [
  [CONSENT_COOKIE, 'consent', 'duration_6_months'],
  ['session_user_cookie', 'session_user', 'duration_session'],
  ['access_token_cookie', 'access_token', 'duration_10_minutes'],
  ['refresh_token_cookie', 'refresh_token', 'duration_session'],
  ['XSRF-TOKEN', 'xsrf', 'duration_browser'],
  ['current_lng', 'language', 'duration_1_year'],
  [
    'connect_google, connect_microsoft, connect_facebook, connect_pending, redirect-page',
    'social',
    'duration_30_minutes',
  ],
  ['passkey_ceremony', 'passkey', 'duration_5_minutes'],
  ['staging_gate', 'staging', 'duration_browser'],
] as const

function CookiePolicy() {
  const { t } = useTranslation('cookiePolicy')
  usePageDescription('cookie_policy')
  return (
    <article className="cookie-policy" aria-labelledby="cookie-policy-title">
      <h1 id="cookie-policy-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <h2>{t('necessary_heading')}</h2>
      <p>{t('necessary_intro')}</p>
      <div className="cookie-policy__table">
        <table>
          <caption className="visually-hidden">
            {t('necessary_heading')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('col_name')}</th>
              <th scope="col">{t('col_purpose')}</th>
              <th scope="col">{t('col_duration')}</th>
            </tr>
          </thead>
          <tbody>
            {NECESSARY_COOKIES.map(([name, purpose, duration]) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>{t(`purpose_${purpose}`)}</td>
                <td>{t(duration)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t('analytics_heading')}</h2>
      <p>{t('analytics_text')}</p>
      <h2>{t('marketing_heading')}</h2>
      <p>{t('marketing_text')}</p>
      <h2>{t('storage_heading')}</h2>
      <p>{t('storage_text')}</p>
      <h2>{t('change_heading')}</h2>
      <p>{t('change_text')}</p>
      <CookieSettingsButton label={t('change_button')} />
    </article>
  )
}

/** /{lang}/cookie-policy (SPEC 2 Information): the site's cookies and how to change the choice. */
export function CookiePolicyPage() {
  return (
    <PageWithTexts texts={TEXTS} namespace="cookiePolicy" titleKey="title">
      <CookiePolicy />
    </PageWithTexts>
  )
}
