import type { ApiClient } from '../api/createApiClient'
import type { OutputOf } from '../api/endpoint'
import { resendMail } from '../api/endpoints'
import { createStaffAction } from './staffAction'
import type { StaffAction } from './staffActionTypes'

/** Sending one outbox mail again, after a yes (issue 14); a refusal says why nothing went (issue 30). */
export type MailResend = StaffAction<
  'resend',
  { id: string },
  OutputOf<typeof resendMail>
>

/** The resend of the outbox mail `id`. */
export function createMailResend({
  api,
  id,
}: {
  api: ApiClient
  id: string
}): MailResend {
  return createStaffAction('resend', {
    draft: { id },
    send: (draft) => api.call(resendMail, draft),
  })
}
