import { keepBookingReminder, withdrawBookingReminder } from '../api'
import {
  changeReservation,
  type BookingFlowContext,
} from './bookingFlowContext'
import { quoteRequest } from './bookingLines'

// The server judges an address; this only waits for one that could be.
const LOOKS_LIKE_AN_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Booking recovery (issue 35, decision 047): with the guest's consent, the stay on the payment
 * step is kept for one reminder to their address, and kept again as the address or the stay
 * changes (replacing what was kept); taken back, it is forgotten. A failure never stops booking.
 * Loaded with the guest's first tick (bookingReminder.ts): other guests carry none of it.
 */
export async function keepReminder(
  flow: BookingFlowContext,
  email: string,
  consent: boolean,
): Promise<void> {
  const { api, lang, set, get } = flow
  const kept = get().reservation.reminder
  if (!consent) {
    set({ bookingReminder: 'off' })
    if (!kept) return
    changeReservation(flow, (current) => ({ ...current, reminder: '' }))
    await api
      .call(withdrawBookingReminder, { reminder: kept })
      .catch(() => undefined)
    return
  }
  const address = email.trim()
  if (!LOOKS_LIKE_AN_ADDRESS.test(address))
    return set({ bookingReminder: 'waiting' })
  const { propertyId, rateId, dateFrom, dateTo, units } = quoteRequest(
    get().reservation,
    lang,
  )
  try {
    const { reminder } = await api.call(keepBookingReminder, {
      lang,
      propertyId,
      rateId,
      dateFrom,
      dateTo,
      units,
      email: address,
      consent: true,
      ...(kept ? { reminder: kept } : {}),
    })
    changeReservation(flow, (current) => ({ ...current, reminder }))
    set({ bookingReminder: 'kept' })
  } catch {
    set({ bookingReminder: 'failed' })
  }
}
