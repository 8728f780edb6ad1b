import type { PropertySelection } from '@resort/widget/react'

/** The host site's path of each booking step (SPEC 2: root = 2, payment = 3, reservation-confirm = 4). */
export function bookingStepPath(language: string, step: number): string {
  if (step === 3) return `/${language}/booking/payment`
  if (step === 4) return `/${language}/booking/reservation-confirm`
  return `/${language}/booking`
}

/** The step a booking path shows (SPEC 2: root and select-another-room = 2, payment = 3, reservation-confirm = 4). */
export function bookingStepOf(pathname: string): number | undefined {
  const section = pathname.split('/').slice(2).join('/')
  if (section === 'booking' || section === 'booking/select-another-room')
    return 2
  if (section === 'booking/payment') return 3
  if (section === 'booking/reservation-confirm') return 4
  return undefined
}

/**
 * The booking page's address for a property chosen in the search, or for one room and rate chosen
 * on a property page (the booking starts with that room).
 */
export function bookingUrl(
  language: string,
  selection: PropertySelection & { unitId?: string; rateId?: string },
): string {
  const query = new URLSearchParams({
    propertyId: selection.propertyId,
    dateFrom: selection.dateFrom,
    dateTo: selection.dateTo,
    adults: String(selection.adults),
    children: String(selection.children),
    ...(selection.unitId && selection.rateId
      ? { unitId: selection.unitId, rateId: selection.rateId }
      : {}),
  })
  return `${bookingStepPath(language, 2)}?${query}`
}
