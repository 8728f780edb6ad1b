// Member sign-in under load against the real server: throughput and latency of logins at 10
// connections with the right password; failed logins for known addresses (wrong password) and
// for unknown ones, whose p95 must not tell them apart (ASVS 6.3.8); and search latency alone and while logins run beside it (argon2id
// runs on libuv's thread pool: hashing must not block the event loop). SQLite, as shipped.
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { daysFromToday, member } from '@resort/test-fixtures'
import { HEADER, load, row, startServer } from './lib.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 10
const MEMBERS = 200
// Each unknown address fails a few times at most, far below the 100 an hour that locks it.
const UNKNOWN_ADDRESSES = 5000

const Database = createRequire(path.join(root, 'packages/server/package.json'))(
  'better-sqlite3',
)

const json = { 'content-type': 'application/json' }

/** Registers members and confirms each with the link its mail carries, as a member would. */
async function createMembers(server) {
  const emails = Array.from(
    { length: MEMBERS },
    (_, i) => `bench-member-${i}@example.com`,
  )
  for (const email of emails) {
    const response = await fetch(`${server.origin}/api/v1/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...member, email, lang: 'en' }),
    })
    if (response.status !== 202) throw new Error(`register: ${response.status}`)
  }
  const outbox = new Database(path.join(server.dataDir, 'resort.sqlite'), {
    readonly: true,
  })
  try {
    for (const email of emails) {
      let token
      for (let waited = 0; !token && waited < 10_000; waited += 50) {
        const mail = outbox
          .prepare('SELECT text_body FROM mail_outbox WHERE to_address = ?')
          .get(email)
        token = mail && /#token=([\w-]+)/.exec(mail.text_body)?.[1]
        if (!token) await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const confirmed = await fetch(
        `${server.origin}/api/v1/auth/confirm-email`,
        { method: 'POST', headers: json, body: JSON.stringify({ token }) },
      )
      if (confirmed.status !== 200)
        throw new Error(`confirm ${email}: ${confirmed.status}`)
    }
  } finally {
    outbox.close()
  }
  return emails
}

const loginRequest = (email, password) => () => ({
  method: 'POST',
  path: '/api/v1/auth/login',
  headers: json,
  body: JSON.stringify({ email, password }),
})

function cycling(items) {
  let i = 0
  return () => items[i++ % items.length]
}

const server = await startServer(root, {
  RATE_LIMIT_BOOKING_PER_MINUTE: '0',
  RATE_LIMIT_FORMS_PER_MINUTE: '0',
})
try {
  const emails = await createMembers(server)
  const knownLogins = cycling(
    emails.map((email) => loginRequest(email, member.password)),
  )
  const wrongPasswords = cycling(
    emails.map((email) => loginRequest(email, 'not the password at all')),
  )
  const unknownLogins = cycling(
    Array.from({ length: UNKNOWN_ADDRESSES }, (_, i) =>
      loginRequest(`nobody-${i}@example.com`, member.password),
    ),
  )
  const searches = cycling(
    Array.from({ length: 20 }, (_, i) => () => ({
      method: 'GET',
      path: `/api/v1/search/properties?dateFrom=${daysFromToday(14 + 3 * i)}&dateTo=${daysFromToday(17 + 3 * i)}&adults=2&children=0&sort=price`,
    })),
  )
  const at = { origin: server.origin, connections: CONNECTIONS, seconds }

  // Warm up: the first hashes and the search cache.
  await load({ ...at, seconds: 2, nextRequest: () => knownLogins()() })
  // Failed logins first: a success clears its address's count, and each address fails here
  // fewer than 100 times. Known and unknown addresses run at the same time, half the
  // connections each, so that both meet the same machine (ASVS 6.3.8 compares their times).
  const half = { ...at, connections: CONNECTIONS / 2 }
  const [wrong, unknown] = await Promise.all([
    load({ ...half, nextRequest: () => wrongPasswords()() }),
    load({ ...half, nextRequest: () => unknownLogins()() }),
  ])
  const known = await load({ ...at, nextRequest: () => knownLogins()() })
  const searchAlone = await load({ ...at, nextRequest: () => searches()() })
  const [searchBeside, loginsBeside] = await Promise.all([
    load({ ...at, nextRequest: () => searches()() }),
    load({ ...at, nextRequest: () => knownLogins()() }),
  ])

  console.log(
    `\nMember sign-in, ${CONNECTIONS} connections, ${seconds} s each (SQLite, ${MEMBERS} members)\n`,
  )
  console.log(HEADER)
  console.log(row('login, right password (200)', known))
  console.log(
    row(
      `login, known address, wrong password (401), ${half.connections} of ${CONNECTIONS} at once`,
      wrong,
    ),
  )
  console.log(
    row(`login, unknown address (401), the other ${half.connections}`, unknown),
  )
  console.log(row('search/properties alone', searchAlone))
  console.log(row('search/properties beside logins', searchBeside))
  console.log(row('login beside search', loginsBeside))
  const diff = Math.abs(wrong.p95 - unknown.p95)
  console.log(
    `\nfailed login, known vs unknown address: p95 ${wrong.p95.toFixed(1)} ms vs ${unknown.p95.toFixed(1)} ms, difference ${diff.toFixed(1)} ms (${((100 * diff) / wrong.p95).toFixed(1)} % of the known address's p95)`,
  )
  console.log(
    `search p95 beside logins / alone: ${(searchBeside.p95 / searchAlone.p95).toFixed(2)}`,
  )
  // A login that is not 200 (known) or 401 (unknown) means the figures measure something else.
  if (
    known.non2xx > 0 ||
    wrong.non2xx !== wrong.total ||
    unknown.non2xx !== unknown.total
  )
    throw new Error(
      `unexpected answers: ${known.non2xx} refused right passwords, ${wrong.total - wrong.non2xx + unknown.total - unknown.non2xx} wrong ones accepted`,
    )
} finally {
  await server.stop()
}
