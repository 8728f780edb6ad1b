import { ResortBooking } from '@resort/widget/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { bookingStepPath } from '../routing/bookingPaths'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The booking steps on the site's own routes; the URL follows the step the guest is on. */
export function BookingPage() {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    document.title = `${t('booking_title')} – ${t('brand')}`
  }, [t])
  const propertyId = params.get('propertyId') ?? ''
  const dateFrom = params.get('dateFrom') ?? ''
  const dateTo = params.get('dateTo') ?? ''
  if (!propertyId || !ISO_DATE.test(dateFrom) || !ISO_DATE.test(dateTo)) {
    return (
      <section aria-labelledby="booking-missing">
        <h1 id="booking-missing">{t('booking_title')}</h1>
        <p>{t('booking_missing')}</p>
        <Link to={`/${i18n.language}/search`}>{t('go_to_search')}</Link>
      </section>
    )
  }
  return (
    <div>
      <h1>{t('booking_title')}</h1>
      <ResortBooking
        lang={i18n.language}
        propertyId={propertyId}
        dateFrom={dateFrom}
        dateTo={dateTo}
        adults={Number(params.get('adults') ?? 2) || 2}
        children={Number(params.get('children') ?? 0) || 0}
        manageBase={window.location.origin}
        unitId={params.get('unitId') ?? undefined}
        rateId={params.get('rateId') ?? undefined}
        onStepChange={(step) => {
          const path = bookingStepPath(i18n.language, step)
          if (path !== pathname)
            void navigate(`${path}${search}`, { replace: true })
        }}
      />
    </div>
  )
}
