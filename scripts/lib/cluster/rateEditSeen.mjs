// Cluster check: a rate edit saved in one process is seen by a search in another within a second
// (issue 34). Each process keeps search answers for a minute here, so only the edit's notice
// (PostgreSQL's NOTIFY) can make the other answer afresh.
import { daysFromToday } from '@resort/test-fixtures'
import { adminCookie } from '../../../bench/support/adminSession.mjs'
import { postgresRows } from '../../../bench/support/databaseRows.mjs'

const ADMIN = 'cluster-admin@example.com'
const json = { 'content-type': 'application/json' }

/** The first unit and rate a property offers for a stay, as a process answers it. */
async function firstOffer(origin, dateFrom, dateTo) {
  const stay = `dateFrom=${dateFrom}&dateTo=${dateTo}&adults=2`
  const list = await (
    await fetch(`${origin}/api/v1/search/properties?${stay}`)
  ).json()
  for (const item of list.items) {
    const detail = await (
      await fetch(
        `${origin}/api/v1/search/property?propertyId=${item.propertyId}&${stay}`,
      )
    ).json()
    const unit = detail.units.find((candidate) => candidate.rates.length > 0)
    if (unit) return { propertyId: item.propertyId, unitId: unit.unitId }
  }
  throw new Error(`no offer from ${dateFrom}`)
}

/** The offered total of the unit's first rate for the stay, as one process answers it now. */
async function totalIn(origin, { propertyId, unitId }, dateFrom, dateTo) {
  const detail = await (
    await fetch(
      `${origin}/api/v1/search/property?propertyId=${propertyId}&dateFrom=${dateFrom}&dateTo=${dateTo}&adults=2`,
    )
  ).json()
  return detail.units.find((unit) => unit.unitId === unitId)?.rates[0]?.total
}

export const rateEditSeen = {
  name: 'issue 34: a rate edit saved in one process is seen by a search in another within a second',
  env: { ADMIN_EMAILS: ADMIN, SEARCH_CACHE_MS: '60000' },
  async run({ cluster }) {
    const database = postgresRows(cluster.databaseUrl)
    try {
      return await seenWithinASecond(cluster, database)
    } finally {
      await database.close()
    }
  },
}

async function seenWithinASecond(cluster, database) {
  const [editing, searching] = cluster.servers
  const dateFrom = daysFromToday(75)
  const dateTo = daysFromToday(77)
  const offer = await firstOffer(searching.origin, dateFrom, dateTo)
  const before = await totalIn(searching.origin, offer, dateFrom, dateTo)
  const cookie = await adminCookie(
    editing,
    { query: (sql, params) => database.rows(sql, params) },
    ADMIN,
  )
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? ''
  const edit = {
    propertyId: offer.propertyId,
    unitTypeIds: [offer.unitId],
    from: dateFrom,
    to: daysFromToday(76),
    price: { mode: 'add', value: 1700 },
    lang: 'en',
  }
  const asAdmin = async (path, body) => {
    const response = await fetch(`${editing.origin}${path}`, {
      method: 'POST',
      headers: { ...json, cookie, 'x-xsrf-token': xsrf },
      body: JSON.stringify(body),
    })
    const answer = await response.json()
    if (!response.ok)
      throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`)
    return answer
  }
  const preview = await asAdmin('/api/v1/admin/rates/preview', edit)
  await asAdmin('/api/v1/admin/rates/save', {
    ...edit,
    expected: preview.expected,
  })
  const saved = performance.now()
  let seen = before
  while (seen === before && performance.now() - saved < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    seen = await totalIn(searching.origin, offer, dateFrom, dateTo)
  }
  const ms = Math.round(performance.now() - saved)
  return {
    ok: seen !== before && ms < 1000,
    detail: `the other process offered ${before} before the edit, ${seen} ${ms} ms after it was saved`,
  }
}
