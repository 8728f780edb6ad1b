import { joinClub, type ApiClient } from '../api'
import type { Tracker } from '../tracking/createTracker'

/**
 * Joins the signed-in member to the club from the booking (issue 13): tracked as sign_up in
 * loyalty_reservation (SPEC 4). The booking flow's `refresh()` then asks for the member price.
 */
export async function joinClubWhileBooking(
  api: ApiClient,
  tracker: Pick<Tracker, 'trackSignUp'>,
): Promise<void> {
  await api.call(joinClub, undefined)
  tracker.trackSignUp('loyalty_reservation')
}
