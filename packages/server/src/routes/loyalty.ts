import { resolveLanguage } from '@resort/core'
import type { FastifyReply } from 'fastify'
import { createAccountDeps } from '../accounts/accountDeps'
import { requireRecentSignIn } from '../accounts/recentSignIn'
import { signedInMember } from '../accounts/signedInMember'
import { findUserById } from '../accounts/users'
import type { RouteModule } from '../appContext'
import type { LedgerDeps } from '../loyalty/loyaltyDeps'
import { loyaltyMail } from '../loyalty/loyaltyMails'
import { loyaltySummary, pointsHistoryOf } from '../loyalty/loyaltySummary'
import { claimReservation, memberReservations } from '../loyalty/memberBookings'
import { joinClub } from '../loyalty/membership'
import { settleStays } from '../loyalty/stays'
import { transferPoints } from '../loyalty/transfers'

const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store')

/** SPEC 7's /api/v1/crm/ calls of the loyalty club and the member's bookings (decision 021). */
export const loyaltyRoutes: RouteModule = (handle, context) => {
  const accounts = createAccountDeps(context)
  const ledger: LedgerDeps = {
    db: context.db,
    kind: context.database.kind,
    now: () => new Date(),
  }
  const summary = async (userId: string) => ({
    loyalty: await loyaltySummary(ledger, userId),
  })

  handle('joinClub', async (_body, { request, reply }) => {
    noStore(reply)
    const { user } = await signedInMember(accounts, request)
    await joinClub(context.db, user.adb2c_id, ledger.now())
    return summary(user.adb2c_id)
  })
  handle('memberLoyalty', async (_query, { request, reply }) => {
    noStore(reply)
    const { user } = await signedInMember(accounts, request)
    return summary(user.adb2c_id)
  })
  handle('pointsHistory', async (query, { request, reply }) => {
    noStore(reply)
    const { user } = await signedInMember(accounts, request)
    const language = query?.lang ?? resolveLanguage(user.language)
    return {
      entries: await pointsHistoryOf(context.db, user.adb2c_id, language),
    }
  })
  handle('memberReservations', async ({ lang }, { request, reply }) => {
    noStore(reply)
    const { user } = await signedInMember(accounts, request)
    await settleStays(ledger, user.adb2c_id)
    return memberReservations(context, user, lang)
  })
  handle(
    'claimReservation',
    async ({ bookingId, lang }, { request, reply }) => {
      noStore(reply)
      const { user } = await signedInMember(accounts, request)
      await claimReservation(context, user, bookingId)
      await settleStays(ledger, user.adb2c_id)
      return memberReservations(
        context,
        user,
        lang ?? resolveLanguage(user.language),
      )
    },
  )
  handle('transferPoints', async (body, { request, reply }) => {
    noStore(reply)
    const { user, session } = await signedInMember(accounts, request)
    // Moving points away is what an attacker with a stolen session wants (ASVS 7.5.1).
    await requireRecentSignIn(context.db, session.sessionId, ledger.now())
    const transfer = await transferPoints(ledger, user.adb2c_id, body)
    context.afterAnswer.run(async () => {
      const recipient = await findUserById(
        context.db,
        transfer.recipient.userId,
      )
      await context.mailer.send(
        loyaltyMail({
          kind: 'points_sent',
          to: user.email,
          greet: `${user.first_name} ${user.last_name}`,
          language: user.language,
          points: transfer.points,
          name: transfer.recipient.firstName,
        }),
      )
      if (recipient)
        await context.mailer.send(
          loyaltyMail({
            kind: 'points_received',
            to: recipient.email,
            greet: `${recipient.first_name} ${recipient.last_name}`,
            language: recipient.language,
            points: transfer.points,
            name: user.first_name,
          }),
        )
    })
    const loyalty = await loyaltySummary(ledger, user.adb2c_id)
    if (!loyalty)
      throw new Error('a member who transferred points left the club')
    return { transferId: transfer.transferId, points: transfer.points, loyalty }
  })
}
