import { MAX_NIGHTS, type IsoDate } from '@resort/core/stay'
import type { CatalogRatePlan } from '../catalog/catalogSnapshot'
import type { NightInventory } from '../search/availability'
import {
  echoToken,
  feedProducts,
  nightRuns,
  nightsByDate,
  type FeedInput,
  type NightRun,
} from './feedNights'
import { element, otaMessage, type XmlElement } from './otaXml'

// Issue 35: availability and restrictions for Google's free booking links, as OpenTravel's
// OTA_HotelAvailNotifRQ. What a night sells is what search and quotes read (search/availability.ts):
// rooms free, staff's closing, and the restrictions on a stay arriving or leaving that day.

/** What a stay arriving on a night may be sold as, under one rate. */
interface NightSale {
  free: number
  closed: boolean
  /** The rate's minimum and staff's for arrivals that night, whichever is longer. */
  minStay: number
}

function saleOn(
  night: NightInventory | undefined,
  rate: CatalogRatePlan,
): NightSale {
  const rateMinimum = Math.max(1, rate.min_nights)
  // A night with no inventory row is not for sale, as quotes and the units' calendars treat it.
  if (!night) return { free: 0, closed: true, minStay: rateMinimum }
  return {
    free: night.free,
    closed: night.closed,
    minStay: Math.max(rateMinimum, night.minStay),
  }
}

/** The minimum for a stay arriving in the run, and the longest stay sold online (core's MAX_NIGHTS). */
const lengthsOfStay = (minStay: number): XmlElement =>
  element('LengthsOfStay', { ArrivalDateBased: true }, [
    element('LengthOfStay', {
      MinMaxMessageType: 'SetMinLOS',
      Time: minStay,
      TimeUnit: 'Day',
    }),
    element('LengthOfStay', {
      MinMaxMessageType: 'SetMaxLOS',
      Time: MAX_NIGHTS,
      TimeUnit: 'Day',
    }),
  ])

const restrictionStatus = (
  restriction: 'Master' | 'Arrival' | 'Departure',
  closed: boolean,
): XmlElement =>
  element('RestrictionStatus', {
    Restriction: restriction,
    Status: closed ? 'Close' : 'Open',
  })

/** One unit type's messages under one rate: its runs of sale, then of arrivals and departures. */
function productMessages(
  input: FeedInput,
  nights: Map<IsoDate, NightInventory>,
  unitCode: string,
  rate: { item: CatalogRatePlan; code: string },
): XmlElement[] {
  const control = (run: NightRun<unknown>) =>
    element('StatusApplicationControl', {
      Start: run.start,
      End: run.end,
      InvTypeCode: unitCode,
      RatePlanCode: rate.code,
    })
  const sales = nightRuns(
    input.dateFrom,
    input.dateTo,
    (date) => saleOn(nights.get(date), rate.item),
    (sale) => `${sale.free}/${sale.closed}/${sale.minStay}`,
  ).map((run) =>
    element(
      'AvailStatusMessage',
      { BookingLimitMessageType: 'SetLimit', BookingLimit: run.value.free },
      [
        control(run),
        lengthsOfStay(run.value.minStay),
        restrictionStatus('Master', run.value.closed),
      ],
    ),
  )
  // Open runs are written too: a message replaces what an earlier one closed.
  const restrictions = (
    restriction: 'Arrival' | 'Departure',
    closedOn: (night: NightInventory) => boolean,
  ) =>
    nightRuns(
      input.dateFrom,
      input.dateTo,
      (date) => {
        const night = nights.get(date)
        return night && closedOn(night)
      },
      String,
    ).map((run) =>
      element('AvailStatusMessage', {}, [
        control(run),
        restrictionStatus(restriction, run.value),
      ]),
    )
  return [
    ...sales,
    ...restrictions('Arrival', (night) => night.closedToArrival),
    ...restrictions('Departure', (night) => night.closedToDeparture),
  ]
}

/**
 * A property's availability over [dateFrom, dateTo) as OTA_HotelAvailNotifRQ: per unit type and
 * rate plan, each run of equal nights once with its rooms free (BookingLimit), whether staff
 * closed it, and its lengths of stay; then its runs closed or open to arrival and to departure.
 * The same input gives the same text: unit types and rate plans in their codes' order.
 */
export function availabilityFeed(input: FeedInput): string {
  const { hotelCode, units, rates } = feedProducts(input.property)
  const messages = units.flatMap((unit) => {
    const nights = nightsByDate(input, unit.item.id)
    return rates.flatMap((rate) =>
      productMessages(input, nights, unit.code, rate),
    )
  })
  return otaMessage(
    'OTA_HotelAvailNotifRQ',
    { at: input.at, echoToken: echoToken('avail', hotelCode, input.at) },
    {},
    messages.length > 0
      ? [element('AvailStatusMessages', { HotelCode: hotelCode }, messages)]
      : [],
  )
}
