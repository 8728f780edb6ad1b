import type { BookingErrorKind } from '@resort/widget/react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { homePath } from '../../platform/routing/paths'
import { lazyPage, usePageStatus } from '../../platform/ssr'

const KINDS: BookingErrorKind[] = ['cancelled', 'missing_params', 'generic']

// The widget's booking error (its texts in five languages) loads only on booking/error: every
// page carries this page for its error routes (issue 15).
const ResortBookingError = lazyPage(
  'src/guests/pages/widgetBookingError.ts',
  () =>
    import('./widgetBookingError').then((widget) => widget.ResortBookingError),
)

/** The error routes of SPEC 2: error, server-error and booking/error?kind=... */
export function ErrorPage({
  variant,
}: {
  variant: 'error' | 'server-error' | 'booking'
}) {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const titleKey =
    variant === 'server-error' ? 'server_error_title' : 'error_title'
  useDocumentTitle(t(titleKey))
  // The server-error page says so with its status too (issue 15); the others are messages.
  usePageStatus(variant === 'server-error' ? 500 : 200)
  const kind =
    KINDS.find((candidate) => candidate === params.get('kind')) ?? 'generic'
  return (
    <section aria-labelledby="error-title">
      <h1 id="error-title">{t(titleKey)}</h1>
      {variant === 'booking' ? (
        <ResortBookingError lang={i18n.language} kind={kind} />
      ) : (
        <p>
          {t(variant === 'server-error' ? 'server_error_text' : 'error_text')}
        </p>
      )}
      <Link to={homePath(i18n.language)}>{t('back_home')}</Link>
    </section>
  )
}
