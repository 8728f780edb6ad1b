import { useId } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'

/** The booking error kinds of SPEC 3 and 8. */
export type BookingErrorKind = 'cancelled' | 'missing_params' | 'generic'

export interface BookingErrorProps {
  kind: BookingErrorKind
  /** Offers a "Try again" button when given. */
  onRetry?: () => void
}

// SPEC 8 names the keys error.cancelled.*, error.missingParams.* and error.generic.*.
const KEYS: Record<BookingErrorKind, string> = {
  cancelled: 'error.cancelled',
  missing_params: 'error.missingParams',
  generic: 'error.generic',
}

/** Why a booking could not go on, as a title and a description, with an optional retry. */
export function BookingError({ kind, onRetry }: BookingErrorProps) {
  const { t } = useTranslation('confirmation')
  const titleId = useId()
  const key = KEYS[kind]
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      className="resort-booking-error"
    >
      <h2 id={titleId}>{t(`${key}.title`)}</h2>
      <p>{t(`${key}.description`)}</p>
      {onRetry ? (
        <button type="button" className="resort-button" onClick={onRetry}>
          {t('error.retry')}
        </button>
      ) : null}
    </div>
  )
}
