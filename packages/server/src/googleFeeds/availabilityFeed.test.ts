import { addDaysIso } from '@resort/core/stay'
import { daysFromToday } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCatalogCache } from '../catalog/catalogSnapshot'
import { startTestServer, type TestServer } from '../testing/testServer'
import { availabilityFeed } from './availabilityFeed'
import { readFeedInput } from './feedNights'
import { otaCode, OTA_CODE_LENGTH, OTA_RATE_CODE_LENGTH } from './otaCodes'
import { feedElements, firstIn } from './testing/feedElements'
import { otaSchemaErrors } from './testing/otaSchemaCheck'

// Issue 35: Google's free booking links read availability and restrictions as OpenTravel's
// OTA_HotelAvailNotifRQ, held here to the published 2021A schema.

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const AT = new Date('2030-01-02T03:04:05.000Z')
const DAYS = 30

async function feedOf(propertyId: string, from = daysFromToday(5)) {
  const catalog = await createCatalogCache(server.database.db, 0).get()
  const property = catalog.propertyById.get(propertyId)!
  const input = await readFeedInput(
    server.database.db,
    property,
    from,
    addDaysIso(from, DAYS),
    AT,
  )
  return { property, xml: availabilityFeed(input) }
}

/** The messages about one unit type and rate plan whose run holds the night. */
function messagesOn(
  xml: string,
  codes: { unit: string; rate: string },
  night: string,
) {
  return feedElements(xml, 'AvailStatusMessage').filter((message) => {
    const control = firstIn(message, 'StatusApplicationControl')!
    return (
      control.InvTypeCode === codes.unit &&
      control.RatePlanCode === codes.rate &&
      control.Start! <= night &&
      night <= control.End!
    )
  })
}

const codesOf = (propertyId: string, unitId: string, rateId: string) => ({
  unit: otaCode(unitId, OTA_CODE_LENGTH, propertyId),
  rate: otaCode(rateId, OTA_RATE_CODE_LENGTH, propertyId),
})

async function setNight(
  unitTypeId: string,
  night: string,
  values: Partial<{
    sold: number
    closed: 0 | 1
    min_stay: number
    closed_to_arrival: 0 | 1
    closed_to_departure: 0 | 1
  }>,
) {
  await server.database.db
    .updateTable('inventory')
    .set(values)
    .where('unit_type_id', '=', unitTypeId)
    .where('night', '=', night)
    .execute()
}

describe('availabilityFeed (issue 35: Google feeds, availability)', () => {
  it('issue 35: Google feeds: a seeded property’s 30 days of availability are valid against OTA_HotelAvailNotifRQ.xsd', async () => {
    for (const propertyId of ['cissa-rovinj', 'oliveto-villas-porec']) {
      const { xml } = await feedOf(propertyId)
      expect(feedElements(xml, 'AvailStatusMessage').length).toBeGreaterThan(0)
      expect(await otaSchemaErrors('OTA_HotelAvailNotifRQ', xml)).toEqual([])
    }
  })

  it('issue 35: Google feeds: the schema check refuses a message with an element left out, out of order or an attribute of the wrong type', async () => {
    const { xml } = await feedOf('cissa-rovinj')
    const broken = {
      // AvailStatusMessages holds at least one AvailStatusMessage.
      noMessages: xml.replace(
        /<AvailStatusMessage[ >][\s\S]*?<\/AvailStatusMessage>\s*/g,
        '',
      ),
      noVersion: xml.replace(/ Version="[^"]*"/, ''),
      wrongLimit: xml.replace(/BookingLimit="\d+"/, 'BookingLimit="many"'),
      wrongOrder: xml.replace(
        /(<LengthsOfStay[\s\S]*?<\/LengthsOfStay>)(\s*)(<RestrictionStatus [^>]*\/>)/,
        '$3$2$1',
      ),
    }
    for (const [how, text] of Object.entries(broken)) {
      expect(text, how).not.toBe(xml)
      expect(
        await otaSchemaErrors('OTA_HotelAvailNotifRQ', text),
        how,
      ).not.toEqual([])
    }
    expect(
      (await otaSchemaErrors('OTA_HotelAvailNotifRQ', broken.wrongLimit))[0],
    ).toMatch(/BookingLimit.*'many'.*nonNegativeInteger/)
  })

  it('issue 35: Google feeds: a night sold out is sent with BookingLimit 0, a night staff closed with Master Close', async () => {
    const from = daysFromToday(40)
    const soldOut = addDaysIso(from, 3)
    const closed = addDaysIso(from, 7)
    await server.database.db
      .updateTable('inventory')
      .set((eb) => ({ sold: eb.ref('total') }))
      .where('unit_type_id', '=', 'cissa-rovinj-family')
      .where('night', '=', soldOut)
      .execute()
    await setNight('cissa-rovinj-family', closed, { closed: 1 })
    const { property, xml } = await feedOf('cissa-rovinj', from)
    for (const rate of property.ratePlans) {
      const codes = codesOf(property.id, 'cissa-rovinj-family', rate.id)
      const [sale] = messagesOn(xml, codes, soldOut).filter(
        (message) => message.attributes.BookingLimit !== undefined,
      )
      expect(sale?.attributes).toMatchObject({
        BookingLimit: '0',
        BookingLimitMessageType: 'SetLimit',
      })
      const [shut] = messagesOn(xml, codes, closed).filter(
        (message) => message.attributes.BookingLimit !== undefined,
      )
      expect(firstIn(shut!, 'RestrictionStatus')).toEqual({
        Restriction: 'Master',
        Status: 'Close',
      })
      // The run of the closed night is that night alone: its neighbours are open.
      expect(firstIn(shut!, 'StatusApplicationControl')).toMatchObject({
        Start: closed,
        End: closed,
      })
    }
    expect(await otaSchemaErrors('OTA_HotelAvailNotifRQ', xml)).toEqual([])
  })

  it('issue 35: Google feeds: a rate plan’s minimum nights are its SetMinLOS, staff’s longer minimum on an arrival night wins, and 30 nights is the SetMaxLOS', async () => {
    const from = daysFromToday(70)
    const longer = addDaysIso(from, 4)
    await setNight('vala-krk-studio', longer, { min_stay: 5 })
    const { property, xml } = await feedOf('vala-krk', from)
    const lengths = (rateId: string, night: string) => {
      const [sale] = messagesOn(
        xml,
        codesOf(property.id, 'vala-krk-studio', rateId),
        night,
      ).filter((message) => message.attributes.BookingLimit !== undefined)
      return feedElements(sale!.inner, 'LengthOfStay').map(
        (length) => length.attributes,
      )
    }
    for (const rate of property.ratePlans) {
      expect(lengths(rate.id, addDaysIso(from, 1))).toEqual([
        {
          MinMaxMessageType: 'SetMinLOS',
          Time: String(rate.min_nights),
          TimeUnit: 'Day',
        },
        { MinMaxMessageType: 'SetMaxLOS', Time: '30', TimeUnit: 'Day' },
      ])
      expect(lengths(rate.id, longer)[0]?.Time).toBe(
        String(Math.max(5, rate.min_nights)),
      )
    }
    // The seed's rates at Vala: 2 nights at least on the flexible rate, 7 on the long stay.
    expect(
      new Set(property.ratePlans.map((rate) => rate.min_nights)),
    ).toContain(7)
  })

  it('issue 35: Google feeds: nights closed to arrival or departure are sent as Arrival or Departure Close, the others as Open', async () => {
    const from = daysFromToday(100)
    const noArrival = addDaysIso(from, 2)
    const noDeparture = addDaysIso(from, 9)
    await setNight('cissa-rovinj-junior-suite', noArrival, {
      closed_to_arrival: 1,
    })
    await setNight('cissa-rovinj-junior-suite', noDeparture, {
      closed_to_departure: 1,
    })
    const { property, xml } = await feedOf('cissa-rovinj', from)
    const rate = property.ratePlans[0]!
    const codes = codesOf(property.id, 'cissa-rovinj-junior-suite', rate.id)
    const restrictionOn = (night: string, restriction: string) =>
      messagesOn(xml, codes, night)
        .map((message) => firstIn(message, 'RestrictionStatus')!)
        .find((status) => status.Restriction === restriction)
    expect(restrictionOn(noArrival, 'Arrival')?.Status).toBe('Close')
    expect(restrictionOn(addDaysIso(noArrival, 1), 'Arrival')?.Status).toBe(
      'Open',
    )
    expect(restrictionOn(noDeparture, 'Departure')?.Status).toBe('Close')
    expect(restrictionOn(noArrival, 'Departure')?.Status).toBe('Open')
    expect(await otaSchemaErrors('OTA_HotelAvailNotifRQ', xml)).toEqual([])
  })

  it('issue 35: Google feeds: the same data and moment give the same message, each product’s nights in merged runs, in the codes’ order', async () => {
    const from = daysFromToday(150)
    const first = (await feedOf('lovorika-opatija', from)).xml
    const { property, xml } = await feedOf('lovorika-opatija', from)
    expect(xml).toBe(first)
    expect(feedElements(xml, 'OTA_HotelAvailNotifRQ')[0]?.attributes).toEqual({
      xmlns: 'http://www.opentravel.org/OTA/2003/05',
      Version: '3.0',
      TimeStamp: '2030-01-02T03:04:05.000Z',
      EchoToken: `avail-lovorika-opatija-${AT.getTime()}`,
    })
    const sales = feedElements(xml, 'AvailStatusMessage').filter(
      (message) => message.attributes.BookingLimit !== undefined,
    )
    const productOf = (message: (typeof sales)[number]) => {
      const control = firstIn(message, 'StatusApplicationControl')!
      return `${control.InvTypeCode}|${control.RatePlanCode}`
    }
    const products = [...new Set(sales.map(productOf))]
    expect(products).toEqual([...products].sort())
    expect(products).toHaveLength(
      property.unitTypes.length * property.ratePlans.length,
    )
    // Every code fits OpenTravel's 16 characters, 'belle-epoque-suite' included.
    expect(
      products.every((product) => product.split('|')[0]!.length <= 16),
    ).toBe(true)
    for (const product of products) {
      // The runs cover the 30 nights once, in order, and two runs side by side differ.
      const runs = sales.filter((message) => productOf(message) === product)
      let next = from
      let previous: string | undefined
      for (const run of runs) {
        const control = firstIn(run, 'StatusApplicationControl')!
        expect(control.Start).toBe(next)
        next = addDaysIso(control.End!, 1)
        const state = `${run.attributes.BookingLimit}|${run.inner.replace(/Start="[^"]*" End="[^"]*"/, '')}`
        expect(state).not.toBe(previous)
        previous = state
      }
      expect(next).toBe(addDaysIso(from, DAYS))
    }
  })
})
