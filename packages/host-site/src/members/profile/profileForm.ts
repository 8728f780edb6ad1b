import type { MemberProfile } from '@resort/core/api'
import type { ProfileField, ProfileForm } from '@resort/core/profile'

/** The form's fields in the order the page shows them (and the error summary lists them). */
export const PROFILE_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'language',
  'phonenumber',
  'country',
  'city',
  'zipCode',
  'address',
] as const satisfies readonly ProfileField[]

/** What the form starts from: the member's saved data, an empty string for what is not given. */
export const profileFormOf = ({
  personalData,
  contactData,
}: MemberProfile): ProfileForm => ({
  title: personalData.title ?? '',
  firstName: personalData.firstName,
  lastName: personalData.lastName,
  language: personalData.language,
  phonenumber: contactData.phonenumber ?? '',
  country: contactData.country ?? '',
  city: contactData.city ?? '',
  zipCode: contactData.zipCode ?? '',
  address: contactData.address ?? '',
})

/** A language's name in itself (Deutsch, hrvatski), as language pickers show them. */
export function languageName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code)
  return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code
}
