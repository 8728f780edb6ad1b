import { newsletterSubscribersCsv } from '@resort/core/api'
import { useTranslation } from '../../platform/i18n/translation'
import { useAdminTitle } from '../useAdminTitle'

/**
 * /{lang}/admin/newsletter (issue 14): the confirmed subscribers as a CSV file. A plain link:
 * the browser saves the file with the session's cookies, and each export is in the audit log.
 */
export function NewsletterSection() {
  const { t } = useTranslation('admin')
  useAdminTitle(t('newsletter.title'))
  return (
    <section className="admin-section" aria-labelledby="admin-newsletter-title">
      <h2 id="admin-newsletter-title">{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      <p>
        <a
          className="account-button"
          href={newsletterSubscribersCsv.path}
          download
        >
          {t('newsletter.export')}
        </a>
      </p>
      <p className="admin-muted">{t('newsletter.privacy')}</p>
    </section>
  )
}
