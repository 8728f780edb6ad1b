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
const ONE_TIME_CODE = new RegExp(`\\b\\d{${ADMIN_CODE_RULES.digits}}\\b`, 'g')

/** A mail's text with every credential in it hidden: links' secrets, and an admin's code. */
export function hideCredentials(
  text: string,
  purpose: MailPurpose | null,
): string {
  const hidden = text
    .replace(LINK_SECRET, `$1$2=${HIDDEN}`)
    .replace(SIGNED_TOKEN, HIDDEN)
  return purpose === 'admin_code'
    ? hidden.replace(ONE_TIME_CODE, HIDDEN)
    : hidden
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
