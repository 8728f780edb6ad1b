import type { ManageView } from '@resort/widget/react'

/**
 * The host site's path of each view of managing a booking (SPEC 2: booking/modify, booking/cancel,
 * booking/confirm); the booking link (bookingURI) opens booking/modify.
 */
export function manageViewPath(language: string, view: ManageView): string {
  if (view === 'cancel' || view === 'cancelled')
    return `/${language}/booking/cancel`
  if (view === 'changed') return `/${language}/booking/confirm`
  return `/${language}/booking/modify`
}

/** The view a manage path opens on (a reload lands where the guest was). */
export function manageViewOf(pathname: string): ManageView {
  if (pathname.endsWith('/booking/cancel')) return 'cancel'
  if (pathname.endsWith('/booking/confirm')) return 'changed'
  return 'booking'
}
