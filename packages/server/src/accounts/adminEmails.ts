import { normalizeEmail } from './users'

/** SPEC 6: the admins are the members whose contact address is on a fixed list of four. */
const MAX_ADMIN_EMAILS = 4

/**
 * ADMIN_EMAILS: up to four addresses, separated by commas, compared as sign-in compares them
 * (trimmed, NFC, lower case). Unset means no admins.
 */
export function readAdminEmails(
  value: string | undefined,
): ReadonlySet<string> {
  const emails = (value ?? '')
    .split(',')
    .map((email) => email.trim())
    .filter(Boolean)
  const invalid = emails.find((email) => !/^[^\s@]+@[^\s@]+$/.test(email))
  if (invalid)
    throw new Error(`ADMIN_EMAILS holds "${invalid}", not an e-mail address`)
  if (emails.length > MAX_ADMIN_EMAILS) {
    throw new Error(
      `ADMIN_EMAILS lists ${emails.length} addresses; SPEC 6 allows at most ${MAX_ADMIN_EMAILS}`,
    )
  }
  return new Set(emails.map(normalizeEmail))
}
