import type { Member, SignedInResponse } from '../api'
import { COOKIE_NAMES } from '../reservation/sessionState'

/** Ana, a member who is not an admin. */
export function member(overrides: Partial<Member> = {}): Member {
  return {
    adb2cId: '5b0c3f4e-8d1a-4c59-9a57-6a0f0f3e2c11',
    personalData: { firstName: 'Ana', lastName: 'Horvat' },
    contactData: {
      email: 'ana.horvat@example.com',
      country: null,
      city: null,
      zipCode: null,
      address: null,
      phonenumber: null,
    },
    isAdmin: false,
    ...overrides,
  }
}

/** The answer to a sign-in at `now`: an access token for 10 minutes, the session for 30 days. */
export function signedInAnswer(
  now: number,
  user: Member = member(),
): SignedInResponse {
  return {
    user,
    session: {
      accessTokenExpiresAt: new Date(now + 10 * 60_000).toISOString(),
      endsAt: new Date(now + 30 * 86_400_000).toISOString(),
    },
  }
}

/**
 * A cookie jar standing in for document.cookie: reads as `a=1; b=2`, takes `name=value; ...`
 * strings, and forgets a cookie set with max-age=0.
 */
export function memoryCookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial))
  return {
    jar,
    cookies: () =>
      [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    writeCookie: (cookie: string) => {
      const [pair = '', ...attributes] = cookie.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      if (attributes.some((part) => /^\s*max-age=0\s*$/i.test(part)))
        jar.delete(name)
      else jar.set(name, pair.slice(separator + 1).trim())
    },
  }
}

/** The session_user_cookie a signed-in member's browser holds, URL-encoded as the server sets it. */
export function sessionUserCookie(
  now: number,
  user: Member = member(),
): Record<string, string> {
  return {
    [COOKIE_NAMES.sessionUser]: encodeURIComponent(
      JSON.stringify({
        adb2cId: user.adb2cId,
        firstName: user.personalData.firstName,
        email: user.contactData.email,
        endsAt: new Date(now + 30 * 86_400_000).toISOString(),
      }),
    ),
  }
}
