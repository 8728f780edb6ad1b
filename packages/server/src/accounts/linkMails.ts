import { resolveLanguage } from '@resort/core'
import { accountLinkUrl, type AccountLinkPurpose } from '@resort/core/api'
import { createLink } from './accountLinks'
import type { AccountMailDeps } from './accountMailDeps'
import { accountMail } from './accountMails'
import type { AccountMailKind } from './accountMailTexts'
import type { UserRow } from './users'

export interface LinkMail {
  purpose: AccountLinkPurpose
  kind: AccountMailKind
  user: UserRow
  /** The address the link goes to and confirms: the member's, or a new one. */
  to: string
  language: string
}

/** Makes a link for `purpose` and mails it, in the member's chosen language; resolves with the outbox id. */
export async function mailLink(
  deps: AccountMailDeps,
  { purpose, kind, user, to, language }: LinkMail,
): Promise<string> {
  const lang = resolveLanguage(language)
  const token = await createLink(
    deps.db,
    { purpose, userId: user.adb2c_id, email: to },
    deps.now(),
  )
  return deps.mailer.send(
    accountMail({
      kind,
      to,
      user,
      language: lang,
      link: accountLinkUrl(deps.publicBaseUrl, lang, purpose, token),
    }),
  )
}
