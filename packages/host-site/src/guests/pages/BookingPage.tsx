import {
  bookingCookies,
  clearedBookingCookies,
  resumedBooking,
  stepForPath,
} from '@resort/core/reservation'
import { validateStayDates } from '@resort/core/stay'
import {
  ReminderConsent,
  ResortBooking,
  ResortBookingError,
} from '@resort/widget/react'
import { useEffect } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useAccount } from '../../members/account/AccountFlowContext'
import { useTranslation } from '../../platform/i18n/translation'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import {
  bookingPath,
  bookingStepOf,
  searchPath,
  stayQuery,
} from '../../platform/routing/paths'
import { Island, Redirect, usePageCookies } from '../../platform/ssr'
import { BookingDatesProblem } from './BookingDatesProblem'
import { BookingProperty, useBookedProperty } from './BookingProperty'
import { useMemberPrices } from './useMemberPrices'

/** The booking steps on the site's own routes; the URL follows the step the guest is on. */
export function BookingPage() {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  // A signed-in member's profile fills the payment step's guest form (SPEC 4).
  const member = useAccount((state) => state.member)
  // Member rates (issue 13): join without leaving the booking, or sign in and come back to it.
  const memberPrices = useMemberPrices(pathname + search)
  const propertyId = params.get('propertyId') ?? ''
  const property = useBookedProperty(propertyId)
  const title = property
    ? t('booking_title_at', { name: property.name })
    : t('booking_title')
  useDocumentTitle(title)
  const cookies = usePageCookies()
  const step = stepForPath(pathname) ?? 2
  // SPEC 9: the stay and the step reached are remembered until the booking is confirmed.
  useEffect(() => {
    const written =
      step === 4 ? clearedBookingCookies : bookingCookies(search, step)
    for (const cookie of written) document.cookie = cookie
  }, [search, step])
  const dateFrom = params.get('dateFrom') ?? ''
  const dateTo = params.get('dateTo') ?? ''
  const adults = Number(params.get('adults') ?? 2) || 2
  const children = Number(params.get('children') ?? 0) || 0
  // SPEC 8's missing-params kind: the property or the stay is not in the address.
  if (!propertyId || !dateFrom || !dateTo) {
    // A booking begun in this browser resumes at its stay and step (SPEC 9's cookies).
    const resumed = resumedBooking(cookies)
    if (resumed)
      return (
        <Redirect
          to={`${bookingPath(i18n.language, resumed.step)}?${resumed.query}`}
        />
      )
    return (
      <div>
        <h1>{t('booking_title')}</h1>
        <ResortBookingError lang={i18n.language} kind="missing_params" />
        <p>
          <Link to={searchPath(i18n.language)}>{t('go_to_search')}</Link>
        </p>
      </div>
    )
  }
  // A link from elsewhere (issue 35: Google's free booking links) may carry a past or wrong date:
  // the page says which, rather than a booking that cannot load.
  const problems = validateStayDates(dateFrom, dateTo)
  if (problems.dateFrom || problems.dateTo)
    return (
      <div>
        <h1>{title}</h1>
        <BookingDatesProblem
          problems={problems}
          dateFrom={dateFrom}
          dateTo={dateTo}
          property={property}
          guests={new URLSearchParams({
            adults: String(adults),
            children: String(children),
          }).toString()}
        />
      </div>
    )
  return (
    <div>
      <h1>{title}</h1>
      {property ? (
        <BookingProperty
          property={property}
          stayQuery={stayQuery({ dateFrom, dateTo, adults, children })}
        />
      ) : null}
      <Island>
        {() => (
          <ResortBooking
            lang={i18n.language}
            propertyId={propertyId}
            dateFrom={dateFrom}
            dateTo={dateTo}
            adults={adults}
            children={children}
            childAges={params.get('childAges') ?? undefined}
            manageBase={window.location.origin}
            pathname={pathname}
            unitId={params.get('unitId') ?? undefined}
            rateId={params.get('rateId') ?? undefined}
            {...(member ? { member } : {})}
            memberPrices={memberPrices}
            // Issue 35, decision 047: the resort's own site asks for consent to one reminder.
            reminderConsent={ReminderConsent}
            onStepChange={(step) => {
              // select-another-room is step 2 as well (SPEC 2): the guest stays on it.
              if (bookingStepOf(pathname) !== step)
                void navigate(`${bookingPath(i18n.language, step)}${search}`, {
                  replace: true,
                })
            }}
          />
        )}
      </Island>
    </div>
  )
}
