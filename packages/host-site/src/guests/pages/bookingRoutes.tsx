import { Route } from 'react-router'
import { slugRoutes } from '../../platform/routing/slugRoutes'
import { lazyPage } from '../../platform/ssr'
import { ErrorPage } from './ErrorPage'

// The flows' pages load on demand: their code is the widget's booking, manage and request flows,
// which the home page and the accommodation pages do not need (issue 15).
const BookingPage = lazyPage('src/guests/pages/BookingPage.tsx', () =>
  import('./BookingPage').then((module) => module.BookingPage),
)
const ManageBookingPage = lazyPage(
  'src/guests/pages/ManageBookingPage.tsx',
  () =>
    import('./ManageBookingPage').then((module) => module.ManageBookingPage),
)
const BookingRequestPage = lazyPage(
  'src/guests/pages/BookingRequestPage.tsx',
  () =>
    import('./BookingRequestPage').then((module) => module.BookingRequestPage),
)
const CallbackRequestPage = lazyPage(
  'src/guests/pages/CallbackRequestPage.tsx',
  () =>
    import('./CallbackRequestPage').then(
      (module) => module.CallbackRequestPage,
    ),
)

/** The booking flow's steps, managing a booking, and the requests (SPEC 2). */
export const bookingRoutes = (
  <>
    <Route path="booking" element={<BookingPage />} />
    <Route path="booking/select-another-room" element={<BookingPage />} />
    <Route path="booking/payment" element={<BookingPage />} />
    <Route path="booking/reservation-confirm" element={<BookingPage />} />
    <Route path="booking/modify" element={<ManageBookingPage />} />
    <Route path="booking/cancel" element={<ManageBookingPage />} />
    <Route path="booking/confirm" element={<ManageBookingPage />} />
    <Route path="booking/error" element={<ErrorPage variant="booking" />} />
    {slugRoutes('bookingRequest', <BookingRequestPage />)}
    {slugRoutes('callBack', <CallbackRequestPage />)}
  </>
)
