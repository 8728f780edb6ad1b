import type { AdminSecondFactor } from '#db/schema'
import type { UserRow } from '../accounts/users'

/** A signed-in admin's request: who, the session, and how it passed its second factor. */
export interface AdminVisit {
  user: UserRow
  sessionId: string
  /** How this session passed its second factor; null until it has. */
  secondFactor: AdminSecondFactor | null
}
