import { ADMIN_CODE_RULES } from '@resort/core/api'
import type { MailPurpose } from '../mail/mailPurpose'

/** What staff read in place of a credential: the link stays, so they see which page it opens. */
const HIDDEN = '[hidden]'

// A secret parameter in a link's query or fragment: the account and newsletter links' #token=,
// the booking and List-Unsubscribe links' ?token= (signed), and any such name a link may carry.
const LINK_SECRET =
  /([?#&;])(token|code|key|sig|signature|secret)=[^&#\s<>"']+/gi
// A signed token (JWS) wherever it stands, should a link ever carry one under another name.
const SIGNED_TOKEN = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g
// A gift voucher's code (decision 045): its value is spent by whoever holds it.
const VOUCHER_CODE = /\b[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\b/g
const ONE_TIME_CODE = new RegExp(`\\b\\d{${ADMIN_CODE_RULES.digits}}\\b`, 'g')

/** A mail's text with every credential in it hidden: links' secrets, and an admin's code. */
export function hideCredentials(
  text: string,
  purpose: MailPurpose | null,
): string {
  const hidden = text
    .replace(LINK_SECRET, `$1$2=${HIDDEN}`)
    .replace(SIGNED_TOKEN, HIDDEN)
  if (purpose === 'admin_code') return hidden.replace(ONE_TIME_CODE, HIDDEN)
  if (purpose === 'gift_voucher') return hidden.replace(VOUCHER_CODE, HIDDEN)
  return hidden
}

/** The header fields as staff see them (List-Unsubscribe holds a signed link). */
export const hideHeaderCredentials = (
  headers: Readonly<Record<string, string>>,
  purpose: MailPurpose | null,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      hideCredentials(value, purpose),
    ]),
  )
