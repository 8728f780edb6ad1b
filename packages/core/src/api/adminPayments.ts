// Staff's view of the money (issue 32): a day's payments to reconcile with the gateway's report,
// and the payments a declined card left owed. Request in zod mini (decision 014).
import * as zm from 'zod/mini'
import { isoDateSchema, languageParam } from './stayQuery'

/** GET /api/v1/admin/payments: the money that moved on a day (UTC), in the staff's language. */
export const adminDayPaymentsQuerySchema = zm.object({
  day: isoDateSchema,
  lang: languageParam,
})
