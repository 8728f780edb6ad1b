// The answers of the member sign-in calls (decision 016). Classic zod: only the server, which
// checks every answer against them, and the API document load these (decision 014).
import * as z from 'zod'
import { RESERVATION_HOLDER_TITLES } from '../validation/reservationHolderSchema'

/** The signed-in member of SPEC 3; fields the member has not given yet are null. */
export const memberSchema = z.object({
  /** Stable and opaque; never the e-mail address. */
  adb2cId: z.string(),
  personalData: z.object({
    firstName: z.string(),
    lastName: z.string(),
    /** The title the member chose in the profile (SPEC 3's holder titles); it fills the holder's. */
    title: z.enum(RESERVATION_HOLDER_TITLES).nullable().optional(),
  }),
  contactData: z.object({
    email: z.string(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    zipCode: z.string().nullable(),
    address: z.string().nullable(),
    // Spelled as SPEC 3 spells it.
    phonenumber: z.string().nullable(),
  }),
  /**
   * The contact address is on the configured list of admins (SPEC 6). It only shows the way: the
   * server checks every admin call itself.
   */
  isAdmin: z.boolean(),
})
export type Member = z.infer<typeof memberSchema>

/** Who is signed in and until when; the tokens themselves are only in httpOnly cookies. */
export const signedInResponseSchema = z.object({
  user: memberSchema,
  session: z.object({
    /** When the access token ends; refresh before then. */
    accessTokenExpiresAt: z.iso.datetime(),
    /** When the session ends whatever happens (sign in again then). */
    endsAt: z.iso.datetime(),
  }),
})
export type SignedInResponse = z.infer<typeof signedInResponseSchema>

/** The answer to every registration, new address or not: look in the mailbox. */
export const registerResponseSchema = z.object({
  next: z.literal('confirm_email'),
})

/** The answer to logout and to deleting the tokens. */
export const signedOutResponseSchema = z.object({ signedOut: z.literal(true) })
