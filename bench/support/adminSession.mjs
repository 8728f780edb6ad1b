// An admin's session for the benchmarks: registered, confirmed and signed in as a member would,
// then through the second factor with the code the server mailed (read from its outbox).
import { member } from '@resort/test-fixtures'

const json = { 'content-type': 'application/json' }

const mailsTo = (db, to) =>
  db.query(
    'SELECT subject, text_body FROM mail_outbox WHERE to_address = ? ORDER BY created_at',
    [to],
  )

/** The text of mail number `count` to an address, once it is in the outbox. */
async function mailText(db, to, count) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const mails = await mailsTo(db, to)
    if (mails.length >= count) return mails[count - 1].text_body
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no mail number ${count} to ${to}`)
}

/** The cookies an answer sets, over those kept from before (name=value each). */
function keptCookies(kept, response) {
  const cookies = new Map(kept)
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';')
    const at = pair.indexOf('=')
    cookies.set(pair.slice(0, at), pair.slice(at + 1))
  }
  return cookies
}

const cookieHeader = (cookies) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')

/**
 * Registers, confirms and signs in `email` (on the server's admin list), and passes the
 * session's mailed code. Resolves with the Cookie header of the session that passed it.
 */
export async function adminCookie(server, db, email) {
  const register = await fetch(`${server.origin}/api/v1/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ ...member, email, lang: 'en' }),
  })
  if (register.status !== 202) throw new Error(`register: ${register.status}`)
  const [, token] = /#token=([\w-]+)/.exec(await mailText(db, email, 1))
  await fetch(`${server.origin}/api/v1/auth/confirm-email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token }),
  })
  const login = await fetch(`${server.origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: member.password }),
  })
  if (login.status !== 200) throw new Error(`login: ${login.status}`)
  let cookies = keptCookies(new Map(), login)
  // The XSRF token the server signed for this session, echoed as the site's script does.
  const headers = () => ({
    cookie: cookieHeader(cookies),
    'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
  })
  const before = (await mailsTo(db, email)).length
  const asked = await fetch(
    `${server.origin}/api/v1/admin/second-factor/code`,
    { method: 'POST', headers: headers() },
  )
  if (asked.status !== 202)
    throw new Error(`admin code: ${asked.status} ${await asked.text()}`)
  cookies = keptCookies(cookies, asked)
  // The code stands in the body, never in the subject (issue 30).
  const [, code] = /\b(\d{6})\b/.exec(await mailText(db, email, before + 1))
  const verified = await fetch(
    `${server.origin}/api/v1/admin/second-factor/verify`,
    {
      method: 'POST',
      headers: { ...json, ...headers() },
      body: JSON.stringify({ code }),
    },
  )
  if (verified.status !== 200)
    throw new Error(`second factor: ${verified.status}`)
  return cookieHeader(keptCookies(cookies, verified))
}
