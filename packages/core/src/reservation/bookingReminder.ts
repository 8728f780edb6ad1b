import type { BookingFlowContext } from './bookingFlowContext'
import type { BookingFlowActions } from './bookingFlowTypes'

/**
 * The guest's consent to one reminder of the stay (issue 35, decision 047). The calls load with
 * the first tick (bookingReminderCalls.ts), so a guest who never ticks downloads none of them.
 */
export function reminderActions(
  flow: BookingFlowContext,
): Pick<BookingFlowActions, 'keepReminder'> {
  return {
    keepReminder: async (email, consent) =>
      (await import('./bookingReminderCalls')).keepReminder(
        flow,
        email,
        consent,
      ),
  }
}

/** The guest's consent as the payment step's box shows it: given now, or kept before a reload. */
export const reminderConsented = ({
  bookingReminder,
  reservation,
}: {
  bookingReminder: 'off' | 'waiting' | 'kept' | 'failed'
  reservation: { reminder?: string }
}): boolean => bookingReminder !== 'off' || Boolean(reservation.reminder)
