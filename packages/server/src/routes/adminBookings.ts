import { adminBookingDetail } from '../admin/bookingDetail'
import {
  cancelOnBehalf,
  changeOnBehalf,
  quoteOnBehalf,
} from '../admin/bookingOnBehalf'
import { dayPayments } from '../admin/dayPayments'
import { newsletterSubscribersCsv } from '../admin/newsletterExport'
import { chargeFee, refundPayment } from '../admin/paymentActions'
import type { RouteModule } from '../appContext'

/** Staff's calls on one booking, and the newsletter export (issue 14); each checks the admin. */
export const adminBookingRoutes: RouteModule = (handle, context) => {
  const { now } = context

  handle('adminBooking', async ({ id, lang }) =>
    adminBookingDetail(context, id, lang),
  )
  handle('adminCancelBooking', async (body, { caller: admin }) => {
    await cancelOnBehalf(context, admin, body, now)
    return adminBookingDetail(context, body.id, body.lang)
  })
  handle('adminChangeQuote', async (body) => quoteOnBehalf(context, body))
  handle('adminChangeBooking', async (body, { caller: admin }) => {
    await changeOnBehalf(context, admin, body, now)
    return adminBookingDetail(context, body.id, body.lang)
  })
  handle('adminChargeFee', async (body, { caller: admin }) => {
    await chargeFee(context, admin, body)
    return adminBookingDetail(context, body.id, body.lang)
  })
  handle('adminDayPayments', async ({ day, lang }) =>
    dayPayments(context.db, await context.catalog.get(), day, lang),
  )
  handle('adminRefundPayment', async (body, { caller: admin }) => {
    await refundPayment(context, admin, body)
    return adminBookingDetail(context, body.id, body.lang)
  })
  handle(
    'newsletterSubscribersCsv',
    async (_query, { reply, caller: admin }) => {
      const at = now()
      const csv = await newsletterSubscribersCsv(context.db, admin, at)
      // Sent as text/csv by the table's `produces`.
      reply.header(
        'content-disposition',
        `attachment; filename="newsletter-subscribers-${at.toISOString().slice(0, 10)}.csv"`,
      )
      return csv
    },
  )
}
