import type { Member } from '../api/auth'
import type { GuestFormInput } from '../validation/guestFormSchema'
import { keepProfilePhoneDigits } from '../validation/phoneDigits'
import type { ReservationHolder } from '../validation/reservationHolderSchema'

/** What the payment step's forms start from for a signed-in member. */
export interface GuestPrefill {
  guest: Partial<GuestFormInput>
  reservationHolder: Partial<ReservationHolder>
}

// A field the member has not given (null, or only spaces) is left for the guest to fill.
const given = (value: string | null) =>
  value !== null && value.trim() !== '' ? value : undefined

/**
 * SPEC 4: the guest form's fields are prefilled from the profile when present; SPEC 5: a
 * profile phone is kept only when it passes both phone checks (a plus sign and digits, and a
 * valid international number).
 */
export function guestPrefillFromMember(member: Member): GuestPrefill {
  const { firstName, lastName } = member.personalData
  const contact = member.contactData
  const guest: Partial<GuestFormInput> = {}
  const fields = {
    firstName: given(firstName),
    lastName: given(lastName),
    email: given(contact.email),
    phonenumber: keepProfilePhoneDigits(contact.phonenumber),
    country: given(contact.country),
    city: given(contact.city),
    zipCode: given(contact.zipCode),
    address: given(contact.address),
  }
  for (const [field, value] of Object.entries(fields))
    if (value !== undefined) guest[field as keyof typeof fields] = value
  const reservationHolder: Partial<ReservationHolder> = {}
  if (fields.firstName) reservationHolder.firstName = fields.firstName
  if (fields.lastName) reservationHolder.lastName = fields.lastName
  if (member.personalData.title)
    reservationHolder.title = member.personalData.title
  return { guest, reservationHolder }
}
