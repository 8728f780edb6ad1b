// The profile's answer (issue 13), in classic zod: only the server and the API document run it.
import * as z from 'zod'
import { LANGUAGES } from '../i18n/languages'
import { RESERVATION_HOLDER_TITLES } from '../validation/reservationHolderSchema'
import { memberSchema } from './authResponses'

/** GET crm/user-personal-data and PUT crm/user-update: the member's data as SPEC 3 groups it. */
export const memberProfileResponseSchema = z.object({
  personalData: z.object({
    title: z.enum(RESERVATION_HOLDER_TITLES).nullable(),
    firstName: z.string(),
    lastName: z.string(),
    /** The language of the member's mail. */
    language: z.enum(LANGUAGES),
  }),
  // The address is changed only by a confirmed link (crm/change-email).
  contactData: memberSchema.shape.contactData,
})
export type MemberProfile = z.infer<typeof memberProfileResponseSchema>
