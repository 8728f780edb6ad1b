import { GOOGLE_FEED_DAYS, GOOGLE_LANDING_PATH } from '@resort/core/api'
import { pagePath } from '@resort/core/site'
import { addDaysIso } from '@resort/core/stay'
import { daysFromToday } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feedElements, firstIn } from '../googleFeeds/testing/feedElements'
import { otaSchemaErrors } from '../googleFeeds/testing/otaSchemaCheck'
import { adminCall, verifiedAdmin } from '../testing/adminCalls'
import { qs } from '../testing/api'
import type { SessionTokens } from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

// Issue 35, decision 048: Google's feeds served at addresses with a secret staff read and rotate.

const ADMIN = 'google.feeds.admin@example.com'
let server: TestServer
let staff: SessionTokens
beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] })
  staff = await verifiedAdmin(server, ADMIN)
})
afterAll(async () => {
  await server.close()
})

interface Feeds {
  propertyId: string
  hotelCode: string
  availabilityUrl: string
  ratesUrl: string
  hotelListUrl: string
  pointsOfSaleUrl: string
  rotatedAt: string
}

async function feedsOf(propertyId: string): Promise<Feeds> {
  const answer = await adminCall(server, 'adminGoogleFeeds', staff, {
    propertyId,
  })
  expect(answer.status).toBe(200)
  return answer.body as Feeds
}

/** A feed at an address staff were given, with more of the query when asked. */
async function feedAt(address: string, query: Record<string, string> = {}) {
  const url = new URL(address)
  for (const [key, value] of Object.entries(query))
    url.searchParams.set(key, value)
  const response = await fetch(`${server.baseUrl}${url.pathname}${url.search}`)
  const text = await response.text()
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    text,
    error: response.ok
      ? undefined
      : (
          JSON.parse(text) as {
            error: { kind: string; message: string; fields?: object }
          }
        ).error,
  }
}

/** The first and last nights the availability feed's runs cover. */
function nightsCovered(xml: string) {
  const controls = feedElements(xml, 'StatusApplicationControl').map(
    (control) => control.attributes,
  )
  return {
    first: controls.map((control) => control.Start!).sort()[0],
    last: controls
      .map((control) => control.End!)
      .sort()
      .at(-1),
  }
}

describe('Google’s feeds (issue 35, decision 048)', () => {
  it('issue 35: Google feeds: answer nothing before staff first read the addresses, then OpenTravel XML from today for a year, kept by no cache', async () => {
    const before = await fetch(
      `${server.baseUrl}/api/v1/google/availability.xml?${qs({ propertyId: 'cissa-rovinj', token: 'x'.repeat(43) })}`,
    )
    expect(before.status).toBe(404)

    const feeds = await feedsOf('cissa-rovinj')
    expect(feeds.hotelCode).toBe('cissa-rovinj')
    expect(feeds.availabilityUrl).toMatch(
      /^http.*\/api\/v1\/google\/availability\.xml\?propertyId=cissa-rovinj&token=[\w-]{43}$/,
    )
    expect(feeds.ratesUrl).toMatch(
      /\/api\/v1\/google\/rates\.xml\?propertyId=cissa-rovinj&token=[\w-]{43}$/,
    )
    expect(feeds.hotelListUrl).toMatch(
      /\/api\/v1\/google\/hotel-list\.xml\?token=[\w-]{43}$/,
    )
    expect(feeds.pointsOfSaleUrl).toMatch(
      /\/api\/v1\/google\/points-of-sale\.xml\?token=[\w-]{43}$/,
    )
    // Read again, and for another property: the same secret.
    expect((await feedsOf('cissa-rovinj')).availabilityUrl).toBe(
      feeds.availabilityUrl,
    )
    const oliveto = await feedsOf('oliveto-villas-porec')
    expect(oliveto.hotelCode).toMatch(/^oliveto-v-[0-9a-f]{6}$/)
    expect(new URL(oliveto.hotelListUrl).search).toBe(
      new URL(feeds.hotelListUrl).search,
    )

    const availability = await feedAt(feeds.availabilityUrl)
    expect(availability.status).toBe(200)
    expect(availability.type).toBe('application/xml; charset=utf-8')
    expect(availability.cache).toBe('no-store')
    expect(
      await otaSchemaErrors('OTA_HotelAvailNotifRQ', availability.text),
    ).toEqual([])
    const covered = nightsCovered(availability.text)
    expect(covered.first).toBe(daysFromToday(0))
    expect(covered.last! <= daysFromToday(GOOGLE_FEED_DAYS - 1)).toBe(true)
    expect(covered.last! > daysFromToday(300)).toBe(true)

    const rates = await feedAt(feeds.ratesUrl)
    expect(rates.status).toBe(200)
    expect(rates.type).toBe('application/xml; charset=utf-8')
    expect(rates.cache).toBe('no-store')
    expect(
      await otaSchemaErrors('OTA_HotelRateAmountNotifRQ', rates.text),
    ).toEqual([])
    expect(
      feedElements(rates.text, 'RateAmountMessages')[0]?.attributes,
    ).toEqual({ HotelCode: 'cissa-rovinj' })

    const list = await feedAt(feeds.hotelListUrl)
    expect(list.status).toBe(200)
    expect(list.type).toBe('application/xml; charset=utf-8')
    expect(list.text).toContain(`<id>${oliveto.hotelCode}</id>`)
    const pos = await feedAt(feeds.pointsOfSaleUrl)
    expect(pos.status).toBe(200)
    expect(pos.text).toContain(
      `${GOOGLE_LANDING_PATH}?hotel=(PARTNER-HOTEL-ID)`,
    )
  })

  it('issue 35: Google feeds: send the window asked for, and refuse a window that is not one with the field’s code', async () => {
    const feeds = await feedsOf('vala-krk')
    const from = daysFromToday(10)
    const window = await feedAt(feeds.availabilityUrl, {
      dateFrom: from,
      dateTo: addDaysIso(from, 3),
    })
    expect(window.status).toBe(200)
    expect(nightsCovered(window.text)).toEqual({
      first: from,
      last: addDaysIso(from, 2),
    })
    const fromOnly = await feedAt(feeds.ratesUrl, { dateFrom: from })
    expect(fromOnly.status).toBe(200)
    const runs = feedElements(fromOnly.text, 'RateAmountMessage').map(
      (message) => firstIn(message, 'StatusApplicationControl')!,
    )
    expect(runs.map((run) => run.Start!).sort()[0]).toBe(from)

    const refusals: [Record<string, string>, string, string][] = [
      [{ dateFrom: '2031-02-30' }, 'dateFrom', 'date_invalid'],
      [{ dateFrom: daysFromToday(-1) }, 'dateFrom', 'date_from_in_past'],
      [
        { dateFrom: from, dateTo: from },
        'dateTo',
        'date_to_not_after_date_from',
      ],
      [
        { dateFrom: from, dateTo: addDaysIso(from, 501) },
        'dateTo',
        'window_too_long',
      ],
      [{ token: '' }, 'token', 'required'],
    ]
    for (const [query, field, code] of refusals) {
      const refused = await feedAt(feeds.availabilityUrl, query)
      expect(refused.status, JSON.stringify(query)).toBe(400)
      expect(refused.error?.kind).toBe('missing_params')
      expect(refused.error?.fields).toEqual({ [field]: code })
    }
  })

  it('issue 35: Google feeds: answer a wrong secret and an unknown property alike, not_found', async () => {
    const feeds = await feedsOf('vala-krk')
    const wrong = { token: 'y'.repeat(43) }
    const answers = [
      await feedAt(feeds.availabilityUrl, wrong),
      await feedAt(feeds.ratesUrl, wrong),
      await feedAt(feeds.availabilityUrl, { propertyId: 'nowhere' }),
      await feedAt(feeds.hotelListUrl, wrong),
      await feedAt(feeds.pointsOfSaleUrl, wrong),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(404)
      expect(answer.error).toEqual({
        kind: 'not_found',
        message: 'There is no such feed.',
      })
    }
  })

  it('issue 35: Google feeds: give new addresses on rotation; the old ones answer not_found, and the rotation is in the audit log without the secret', async () => {
    const old = await feedsOf('lovorika-opatija')
    const rotated = await adminCall(server, 'rotateGoogleFeeds', staff, {
      propertyId: 'lovorika-opatija',
    })
    expect(rotated.status).toBe(200)
    const renewed = rotated.body as Feeds
    expect(renewed.availabilityUrl).not.toBe(old.availabilityUrl)
    expect(renewed.rotatedAt >= old.rotatedAt).toBe(true)
    expect((await feedsOf('lovorika-opatija')).hotelListUrl).toBe(
      renewed.hotelListUrl,
    )
    for (const name of [
      'availabilityUrl',
      'ratesUrl',
      'hotelListUrl',
      'pointsOfSaleUrl',
    ] as const) {
      expect((await feedAt(old[name])).status, name).toBe(404)
      expect((await feedAt(renewed[name])).status, name).toBe(200)
    }
    const entry = await server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'google_feeds_rotated')
      .executeTakeFirst()
    expect(entry).toMatchObject({
      admin_email: ADMIN,
      entity: 'partner_feed',
      entity_id: 'google',
    })
    expect(JSON.stringify(entry)).not.toContain(
      new URL(renewed.availabilityUrl).searchParams.get('token'),
    )
    expect(
      (
        await adminCall(server, 'rotateGoogleFeeds', staff, {
          propertyId: 'nowhere',
        })
      ).status,
    ).toBe(404)
  })

  it('issue 35: Google feeds: a free booking link lands on the booking page on the stay, an unknown hotel on the search', async () => {
    const landing = async (query: Record<string, string>) => {
      const response = await fetch(
        `${server.baseUrl}${GOOGLE_LANDING_PATH}?${qs(query)}`,
        { redirect: 'manual' },
      )
      return {
        status: response.status,
        location: response.headers.get('location'),
        cache: response.headers.get('cache-control'),
      }
    }
    const stay = {
      checkin: daysFromToday(20),
      checkout: daysFromToday(23),
      adults: '2',
    }
    const oliveto = await feedsOf('oliveto-villas-porec')
    expect(
      await landing({ hotel: oliveto.hotelCode, ...stay, lang: 'de-AT' }),
    ).toEqual({
      status: 302,
      location: `/de/booking?${qs({ propertyId: 'oliveto-villas-porec', dateFrom: stay.checkin, dateTo: stay.checkout, adults: '2', children: '0' })}`,
      cache: 'no-store',
    })
    const unknown = await landing({ hotel: 'nowhere', ...stay, lang: 'fr' })
    expect(unknown.status).toBe(302)
    expect(unknown.location?.split('?')[0]).toBe(pagePath('search', 'en'))
    // Outside the endpoint table, it is in the API document all the same.
    const document = (await (
      await fetch(`${server.baseUrl}/api/v1/openapi.json`)
    ).json()) as { paths: Record<string, { get?: { responses: object } }> }
    expect(
      Object.keys(document.paths[GOOGLE_LANDING_PATH]?.get?.responses ?? {}),
    ).toEqual(['302'])
  })

  it('ASVS 8.2.1: signed out, staff’s calls neither read nor rotate the addresses', async () => {
    for (const name of ['adminGoogleFeeds', 'rotateGoogleFeeds'] as const)
      expect(
        (await adminCall(server, name, {}, { propertyId: 'vala-krk' })).status,
      ).toBe(401)
  })
})
