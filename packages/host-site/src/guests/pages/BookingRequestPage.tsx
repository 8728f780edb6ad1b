import { ResortBookingRequest } from '@resort/widget/react'
import { useSearchParams } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { usePageDescription } from '../../platform/seo/usePageDescription'
import { Island } from '../../platform/ssr'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

// A count from the query, or undefined so that the form's own default applies.
const countParam = (value: string | null) =>
  value !== null && /^\d+$/.test(value) ? Number(value) : undefined

/** /{lang}/booking-request: the booking-request form, prefilled from ?propertyId, dates and guests. */
export function BookingRequestPage() {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  useDocumentTitle(t('booking_request_title'))
  usePageDescription('booking_request')
  const date = (name: string) => {
    const value = params.get(name)
    return value && ISO_DATE.test(value) ? value : undefined
  }
  return (
    <div>
      <h1>{t('booking_request_title')}</h1>
      <Island>
        {() => (
          <ResortBookingRequest
            lang={i18n.language}
            propertyId={params.get('propertyId') ?? undefined}
            dateFrom={date('dateFrom')}
            dateTo={date('dateTo')}
            adults={countParam(params.get('adults'))}
            children={countParam(params.get('children'))}
          />
        )}
      </Island>
    </div>
  )
}
