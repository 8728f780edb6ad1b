import {
  ADMIN_BOOKING_SORTS,
  type AdminBookingSort,
  type InputOf,
  type adminBookings,
} from '@resort/core/api'
import { oneOf, pageFrom } from '../list/useSearchState'

export type BookingsQuery = InputOf<typeof adminBookings>

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const
const BOOKINGS_PAGE_SIZE = 25
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const textFrom = (params: URLSearchParams, name: string) =>
  params.get(name)?.trim() || undefined
const dateFrom = (params: URLSearchParams, name: string) => {
  const value = params.get(name)
  return value && ISO_DATE.test(value) ? value : undefined
}

/**
 * The bookings search that the address holds (q, propertyId, status, from, to, sort, order,
 * page); what it does not hold, or holds wrongly, is left to the server's defaults.
 */
export function bookingsQueryOf(
  params: URLSearchParams,
  lang: BookingsQuery['lang'],
): BookingsQuery & { sort: AdminBookingSort; order: 'asc' | 'desc' } {
  const query: BookingsQuery & {
    sort: AdminBookingSort
    order: 'asc' | 'desc'
  } = {
    lang,
    sort: oneOf(params, 'sort', ADMIN_BOOKING_SORTS) ?? 'created',
    order: oneOf(params, 'order', ['asc', 'desc'] as const) ?? 'desc',
    page: pageFrom(params),
    pageSize: BOOKINGS_PAGE_SIZE,
  }
  const q = textFrom(params, 'q')
  if (q) query.q = q
  const propertyId = textFrom(params, 'propertyId')
  if (propertyId) query.propertyId = propertyId
  const status = oneOf(params, 'status', BOOKING_STATUSES)
  if (status) query.status = status
  const from = dateFrom(params, 'from')
  if (from) query.from = from
  const to = dateFrom(params, 'to')
  if (to) query.to = to
  return query
}
