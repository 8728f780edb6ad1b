import { resolveLanguage } from '@resort/core'
import { type MemberProfile, type MemberProfileRequest } from '@resort/core/api'
import { internationalPhone } from '@resort/core/validation'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { ApiProblem } from '#http/errors'
import { findUserById, titleOf, type UserRow } from './users'

/** The member's personal and contact data as the profile shows them (SPEC 3's grouping). */
export const toMemberProfile = (user: UserRow): MemberProfile => ({
  personalData: {
    title: titleOf(user.title),
    firstName: user.first_name,
    lastName: user.last_name,
    language: resolveLanguage(user.language),
  },
  contactData: {
    email: user.email,
    country: user.country,
    city: user.city,
    zipCode: user.zip_code,
    address: user.address,
    phonenumber: user.phonenumber,
  },
})

/**
 * Saves the member's personal and contact data, checked as the guest form's are, in one update:
 * all of it or, when a field is refused, nothing. The address is not among them: it changes only
 * by a confirmed link (decision 019). The saved row.
 */
export async function updateMemberProfile(
  db: Kysely<Database>,
  user: UserRow,
  profile: MemberProfileRequest,
  now: Date,
): Promise<UserRow> {
  // Kept as + and digits, so that the guest form's prefill keeps it (SPEC 5).
  const phonenumber =
    profile.phonenumber === null
      ? null
      : internationalPhone(profile.phonenumber, profile.country ?? undefined)
  if (phonenumber === undefined)
    throw new ApiProblem(
      400,
      'missing_params',
      'Please check the phone number.',
      {
        phonenumber: 'phone_invalid',
      },
    )
  await db
    .updateTable('users')
    .set({
      title: profile.title,
      first_name: profile.firstName,
      last_name: profile.lastName,
      language: profile.language,
      phonenumber,
      country: profile.country,
      city: profile.city,
      zip_code: profile.zipCode,
      address: profile.address,
      updated_at: now.toISOString(),
    })
    .where('adb2c_id', '=', user.adb2c_id)
    .execute()
  return (await findUserById(db, user.adb2c_id)) ?? user
}
