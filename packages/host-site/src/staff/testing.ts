import { signedInAnswer } from '@resort/core/account/testing'
import type { FakeEndpoints } from '@resort/core/api/testing'

export const STAFF = 'staff.admin@example.com'

/** The fake server of a signed-in admin whose session passed its second factor. */
export const signedInAdmin = (handlers: FakeEndpoints = {}): FakeEndpoints => ({
  checkToken: () => Promise.resolve(signedInAnswer(Date.now())),
  adminSession: async () => ({ email: STAFF, secondFactor: 'code' }),
  ...handlers,
})
