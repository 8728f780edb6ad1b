import { resolveLanguage } from '@resort/core'
import type { RouteModule } from '../appContext'
import { mailTransfer } from '../loyalty/loyaltyMails'
import { loyaltySummary, pointsHistoryOf } from '../loyalty/loyaltySummary'
import { claimReservation, memberReservations } from '../loyalty/memberBookings'
import { joinClub } from '../loyalty/membership'
import { transferPoints } from '../loyalty/transfers'

/** SPEC 7's /api/v1/crm/ calls of the loyalty club and the member's bookings (decision 021). */
export const loyaltyRoutes: RouteModule = (handle, context) => {
  const { ledger } = context
  const summary = async (userId: string) => ({
    loyalty: await loyaltySummary(ledger, userId),
  })

  handle('joinClub', async (_body, { caller: { user } }) => {
    await joinClub(context.db, user.adb2c_id, ledger.now())
    return summary(user.adb2c_id)
  })
  handle('memberLoyalty', async (_query, { caller: { user } }) =>
    summary(user.adb2c_id),
  )
  handle('pointsHistory', async (query, { caller: { user } }) => {
    const language = query?.lang ?? resolveLanguage(user.language)
    return {
      entries: await pointsHistoryOf(context.db, user.adb2c_id, language),
    }
  })
  // A read writes nothing: stays that end and points that expire are the sweep's (loyaltySweep.ts).
  handle('memberReservations', async ({ lang }, { caller: { user } }) =>
    memberReservations(context, user, lang),
  )
  handle(
    'claimReservation',
    async ({ bookingId, lang }, { caller: { user } }) => {
      await claimReservation(context, user, bookingId)
      return memberReservations(
        context,
        user,
        lang ?? resolveLanguage(user.language),
      )
    },
  )
  // Moving points away is what an attacker with a stolen session wants: its row asks for a
  // recent sign-in (ASVS 7.5.1).
  handle('transferPoints', async (body, { caller: { user } }) => {
    const transfer = await transferPoints(ledger, user.adb2c_id, body)
    mailTransfer(context, user, transfer)
    const loyalty = await loyaltySummary(ledger, user.adb2c_id)
    if (!loyalty)
      throw new Error('a member who transferred points left the club')
    return { transferId: transfer.transferId, points: transfer.points, loyalty }
  })
}
