import type { SessionUserCookie } from '../api/auth'
import { readCookie } from '../api/cookieSource'
import { COOKIE_NAMES } from '../reservation/sessionState'

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value !== ''

/**
 * The session_user_cookie's facts about the member (SPEC 4: the user is set from the session
 * cookie), or undefined when there is none, it is unreadable or its session has ended. Only a
 * hint for the page: check-token says whether the session is still good.
 */
export function sessionUserIn(
  cookies: string | undefined,
  now: number,
): SessionUserCookie | undefined {
  const text = readCookie(cookies, COOKIE_NAMES.sessionUser)
  if (!text) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const { adb2cId, firstName, email, endsAt } = value as Record<string, unknown>
  if (!isText(adb2cId) || typeof firstName !== 'string') return undefined
  if (!isText(email) || !isText(endsAt)) return undefined
  const ends = Date.parse(endsAt)
  if (Number.isNaN(ends) || ends <= now) return undefined
  return { adb2cId, firstName, email, endsAt }
}
