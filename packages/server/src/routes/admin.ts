import { mailAdminCode } from '../admin/adminCodeMail'
import { verifyAdminCode } from '../admin/adminCodes'
import { adminProperties, adminProperty } from '../admin/adminProperties'
import { searchAuditLog } from '../admin/auditLog'
import { searchBookings } from '../admin/bookingSearch'
import { searchMembers } from '../admin/memberSearch'
import { outboxMail, resendMail, searchOutbox } from '../admin/outbox'
import { adjustPoints } from '../admin/pointsAdjustment'
import {
  searchServiceRequests,
  updateServiceRequest,
} from '../admin/serviceRequests'
import type { RouteModule } from '../appContext'
import { pointsHistoryOf } from '../loyalty/loyaltySummary'

/** SPEC 6, 7 /api/v1/admin/ (issue 14): every call checks the admin and the second factor itself. */
export const adminRoutes: RouteModule = (handle, context) => {
  const deps = context.accounts

  handle('adminSession', (_query, { caller: { user, secondFactor } }) => ({
    email: user.email,
    secondFactor,
  }))
  handle(
    'adminSecondFactorCode',
    async (_body, { caller: { user, sessionId } }) => {
      const expiresAt = await mailAdminCode(deps, user, sessionId)
      return { sent: true as const, expiresAt: expiresAt.toISOString() }
    },
  )
  handle(
    'adminSecondFactorVerify',
    async ({ code }, { caller: { user, sessionId } }) => {
      await verifyAdminCode(deps, user, sessionId, code)
      return { email: user.email, secondFactor: 'code' as const }
    },
  )
  handle('adminBookings', async (query) =>
    searchBookings(deps.db, await context.catalog.get(), query),
  )
  handle('adminPropertiesSearch', async (query) =>
    adminProperties(await context.catalog.get(), query),
  )
  handle('adminPropertySearch', async (query) =>
    adminProperty(await context.catalog.get(), query),
  )
  handle('adminMembers', async ({ q }) => searchMembers(deps.db, q))
  handle('adminMemberPoints', async ({ userId, lang }) => ({
    entries: await pointsHistoryOf(deps.db, userId, lang),
  }))
  handle('adjustMemberPoints', async (body, { caller: admin }) => {
    return adjustPoints(context.ledger, admin, body)
  })
  handle('auditLog', async (query) => searchAuditLog(deps.db, query))
  handle('adminOutbox', async (query) => searchOutbox(deps.db, query))
  handle('adminOutboxMail', async ({ id }) => outboxMail(deps.db, id))
  handle('resendMail', async ({ id }, { caller: admin }) =>
    resendMail(deps, admin, id),
  )
  handle('adminRequests', async (query) =>
    searchServiceRequests(deps.db, await context.catalog.get(), query),
  )
  handle('updateRequest', async (body, { caller: admin }) =>
    updateServiceRequest(
      deps.db,
      await context.catalog.get(),
      admin,
      body,
      deps.now(),
    ),
  )
}
