import type { RouteModule } from '../appContext'
import {
  keepReminder,
  stopReminders,
  withdrawReminder,
} from '../bookingReminders/reminderStore'

/** Booking recovery (issue 35, decision 047): a stay kept with consent, forgotten, stopped. */
export const bookingReminderRoutes: RouteModule = (handle, context) => {
  handle('keepBookingReminder', (body, { request }) =>
    keepReminder(context.db, body, context.now(), request.ip),
  )
  handle('withdrawBookingReminder', ({ reminder }) =>
    withdrawReminder(context.db, reminder),
  )
  handle('stopBookingReminders', ({ token }) =>
    stopReminders(context.db, token, context.now()),
  )
}
