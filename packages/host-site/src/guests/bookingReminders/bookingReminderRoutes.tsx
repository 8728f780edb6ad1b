import { BOOKING_REMINDERS_PAGE } from '@resort/core/api'
import { Route } from 'react-router'
import { lazyPage } from '../../platform/ssr'

// A chunk of its own, with its texts, loaded when a guest opens a reminder's link.
const BookingRemindersPage = lazyPage(
  'src/guests/bookingReminders/BookingRemindersPage.tsx',
  () =>
    import('./BookingRemindersPage').then(
      (module) => module.BookingRemindersPage,
    ),
)

/**
 * The page a booking reminder's "no more reminders" link opens, under /{lang}/ (issue 35,
 * decision 047). Not in core's route table: the server asks for it not to be indexed, and the
 * sitemap does not list it.
 */
export const bookingReminderRoutes = (
  <Route path={BOOKING_REMINDERS_PAGE} element={<BookingRemindersPage />} />
)
