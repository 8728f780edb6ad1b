import { LANGUAGES } from '@resort/core'
import type { UserRow } from '../accounts/users'
import { LOYALTY_MAIL_TEXTS } from '../loyalty/loyaltyMailTexts'

// LIKE patterns are written with '!' as their escape character (both databases take ESCAPE).
const literal = (text: string) => text.replace(/[!%_]/g, (char) => `!${char}`)

/** LIKE patterns (escape '!') of outbox mails that quote one of the member's addresses. */
export const mailsQuoting = (addresses: readonly string[]): string[] =>
  addresses.map((address) => `%${literal(address)}%`)

/**
 * LIKE patterns (escape '!') of the points-transfer mails that name the member to the members
 * they exchanged points with ("Ana has sent you 500 points"), matched on the whole sentence so
 * that no other mail that happens to hold the same first name goes. Only for mails to those
 * members: another member's mail naming another Ana is theirs.
 */
export function transferMailsNaming(
  user: Pick<UserRow, 'first_name'>,
): string[] {
  return LANGUAGES.flatMap((language) =>
    (['points_sent', 'points_received'] as const).map((kind) => {
      const { body } = LOYALTY_MAIL_TEXTS[language][kind]
      const sentence = body.split(/(?<=\.)\s/)[0] ?? body
      return `%${sentence
        .split(/(\{name\}|\{points\})/)
        .map((part) =>
          part === '{name}'
            ? literal(user.first_name)
            : part === '{points}'
              ? '%'
              : literal(part),
        )
        .join('')}%`
    }),
  )
}
