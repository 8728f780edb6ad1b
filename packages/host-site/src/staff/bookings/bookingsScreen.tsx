import {
  ADMIN_BOOKING_SORTS,
  adminBookings,
  adminPropertiesSearch,
  type InputOf,
  type OutputOf,
} from '@resort/core/api'
import { formatPrice, formatStayDates } from '@resort/core/format'
import { Link } from 'react-router'
import { answerValue, useEndpoint } from '../../platform/api/useEndpoint'
import { adminBookingPath } from '../../platform/routing/paths'
import { choices } from '../list/choices'
import { formatWhen } from '../list/formatWhen'
import { listColumns } from '../list/listFeatures'
import { dateFrom, oneOf, pageFrom, textFrom } from '../list/listQuery'
import type { ListScreen } from '../list/listScreen'

type BookingLine = OutputOf<typeof adminBookings>['items'][number]

const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const
const column = listColumns<BookingLine>()

/**
 * /{lang}/admin/bookings (issue 14): staff find a booking by number, guest or e-mail, property,
 * status and stay dates; the server sorts and pages, and the address keeps it all.
 */
export const bookingsScreen: ListScreen<
  InputOf<typeof adminBookings>,
  BookingLine
> = {
  texts: 'bookings',
  endpoint: adminBookings,
  query: (params, lang) => ({
    lang,
    q: textFrom(params, 'q'),
    propertyId: textFrom(params, 'propertyId'),
    status: oneOf(params, 'status', BOOKING_STATUSES),
    from: dateFrom(params, 'from'),
    to: dateFrom(params, 'to'),
    sort: oneOf(params, 'sort', ADMIN_BOOKING_SORTS) ?? 'created',
    order: oneOf(params, 'order', ['asc', 'desc'] as const) ?? 'desc',
    page: pageFrom(params),
    pageSize: 25,
  }),
  sorted: ({ sort, order }) => ({
    id: sort ?? 'created',
    order: order ?? 'desc',
  }),
  filters: {
    applies: 'on_submit',
    fields: [
      { kind: 'search', name: 'q', hint: true },
      {
        kind: 'select',
        name: 'propertyId',
        label: 'property',
        any: true,
        useOptions: function usePropertyOptions(_, lang) {
          const properties = useEndpoint(adminPropertiesSearch, { lang })
          return (answerValue(properties)?.items ?? []).map((property) => ({
            value: property.propertyId,
            text: `${property.name}, ${property.city}`,
          }))
        },
      },
      {
        kind: 'select',
        name: 'status',
        any: true,
        useOptions: choices(BOOKING_STATUSES, 'bookings.statuses'),
      },
      { kind: 'date', name: 'from' },
      { kind: 'date', name: 'to' },
    ],
    // A stay's end before its start is caught at the field, with nothing typed lost.
    check: ({ from, to }) =>
      from && to && to < from
        ? { field: 'to', error: 'errors.to_before_from' }
        : undefined,
  },
  itemId: (line) => line.bookingId,
  columns: ({ t, language }) => [
    column.accessor('bookingId', {
      header: t('bookings.columns.number'),
      enableSorting: false,
      cell: ({ getValue }) => (
        <Link to={adminBookingPath(language, getValue())}>{getValue()}</Link>
      ),
    }),
    column.accessor('guestName', {
      id: 'guest',
      header: t('bookings.columns.guest'),
      cell: ({ row }) => (
        <>
          {row.original.guestName}
          <br />
          <span className="admin-muted">{row.original.email}</span>
        </>
      ),
    }),
    column.accessor('propertyName', {
      header: t('bookings.columns.property'),
      enableSorting: false,
    }),
    column.accessor('checkIn', {
      header: t('bookings.columns.stay'),
      cell: ({ row }) =>
        formatStayDates(row.original.checkIn, row.original.checkOut, language),
    }),
    column.accessor('status', {
      header: t('bookings.columns.status'),
      enableSorting: false,
      cell: ({ getValue }) => t(`bookings.statuses.${getValue()}`),
    }),
    column.accessor('totalPrice', {
      id: 'total',
      header: t('bookings.columns.total'),
      sortDescFirst: true,
      cell: ({ row }) =>
        formatPrice(row.original.totalPrice, row.original.currency, language),
    }),
    column.accessor('createdAt', {
      id: 'created',
      header: t('bookings.columns.created'),
      sortDescFirst: true,
      cell: ({ getValue }) => formatWhen(getValue(), language),
    }),
  ],
}
