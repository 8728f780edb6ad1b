import type { FastifyReply } from 'fastify'
import { createAccountDeps } from '../accounts/accountDeps'
import { requireAdmin, adminVisit } from '../admin/adminAccess'
import { adminCodeMail } from '../admin/adminCodeMail'
import { newAdminCode, verifyAdminCode } from '../admin/adminCodes'
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

// Staff data is never kept by a cache.
const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store')

/** SPEC 6, 7 /api/v1/admin/ (issue 14): every call checks the admin and the second factor itself. */
export const adminRoutes: RouteModule = (handle, context) => {
  const deps = createAccountDeps(context)

  handle('adminSession', async (_query, { request, reply }) => {
    noStore(reply)
    const { user, secondFactor } = await adminVisit(deps, request)
    return { email: user.email, secondFactor }
  })
  handle('adminSecondFactorCode', async (_body, { request, reply }) => {
    noStore(reply)
    const { user, sessionId } = await adminVisit(deps, request)
    const { code, expiresAt } = await newAdminCode(
      deps.db,
      sessionId,
      deps.now(),
    )
    await context.mailer.send(adminCodeMail(user, code))
    return { sent: true as const, expiresAt: expiresAt.toISOString() }
  })
  handle('adminSecondFactorVerify', async ({ code }, { request, reply }) => {
    noStore(reply)
    const { user, sessionId } = await adminVisit(deps, request)
    await verifyAdminCode(deps.db, sessionId, code, deps.now())
    return { email: user.email, secondFactor: 'code' as const }
  })
  handle('adminBookings', async (query, { request, reply }) => {
    noStore(reply)
    await requireAdmin(deps, request)
    return searchBookings(deps.db, await context.catalog.get(), query)
  })
  handle('adminPropertiesSearch', async (query, { request, reply }) => {
    noStore(reply)
    await requireAdmin(deps, request)
    return adminProperties(await context.catalog.get(), query)
  })
  handle('adminPropertySearch', async (query, { request, reply }) => {
    noStore(reply)
    await requireAdmin(deps, request)
    return adminProperty(await context.catalog.get(), query)
  })
  handle('adminMembers', async ({ q }, { request, reply }) => {
    noStore(reply)
    await requireAdmin(deps, request)
    return searchMembers(deps.db, q)
  })
  handle('adminMemberPoints', async ({ userId, lang }, { request, reply }) => {
    noStore(reply)
    await requireAdmin(deps, request)
    return { entries: await pointsHistoryOf(deps.db, userId, lang) }
  })
  handle('adjustMemberPoints', async (body, { request, reply }) => {
    noStore(reply)
    const admin = await requireAdmin(deps, request)
    return adjustPoints(
      { db: deps.db, kind: context.database.kind, now: deps.now },
      admin,
      body,
    )
  })
  handle('auditLog', async (query, { request, reply }) => {
    noStore(reply)
    await requireAdmin(deps, request)
    return searchAuditLog(deps.db, query)
  })
  handle('adminOutbox', async (query, { request, reply }) => {
    noStore(reply)
    await requireAdmin(deps, request)
    return searchOutbox(deps.db, query)
  })
  handle('adminOutboxMail', async ({ id }, { request, reply }) => {
    noStore(reply)
    await requireAdmin(deps, request)
    return outboxMail(deps.db, id)
  })
  handle('resendMail', async ({ id }, { request, reply }) => {
    noStore(reply)
    const admin = await requireAdmin(deps, request)
    return resendMail(deps, admin, id)
  })
  handle('adminRequests', async (query, { request, reply }) => {
    noStore(reply)
    await requireAdmin(deps, request)
    return searchServiceRequests(deps.db, query)
  })
  handle('updateRequest', async (body, { request, reply }) => {
    noStore(reply)
    const admin = await requireAdmin(deps, request)
    return updateServiceRequest(deps.db, admin, body, deps.now())
  })
}
