import type { ErrorKind } from '@resort/core/api'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageStatus } from '../../platform/ssr'

/** A failed accommodation page: a missing property, or the server could not answer (SPEC 8 kinds). */
export function AccommodationError({
  kind,
  listPath,
}: {
  kind: ErrorKind
  listPath: string
}) {
  const { t } = useTranslation('accommodation')
  const known = kind === 'not_found' || kind === 'rate_limited'
  const key = known ? kind : 'generic'
  // The server's answer says it too: a missing property is 404, a failed answer 503.
  usePageStatus(kind === 'not_found' ? 404 : 503)
  return (
    <section aria-labelledby="accommodation-error-title">
      <h1 id="accommodation-error-title">{t(`error.${key}.title`)}</h1>
      <p role="alert">{t(`error.${key}.text`)}</p>
      <Link to={listPath}>{t('back_to_list')}</Link>
    </section>
  )
}
