import type {
  CatalogRatePlan,
  CatalogUnitType,
} from '../catalog/catalogSnapshot'
import { initialStayTotal, type NightPrice } from '../pricing/stayPrice'
import {
  echoToken,
  feedProducts,
  nightRuns,
  nightsByDate,
  type FeedInput,
} from './feedNights'
import { element, otaMessage, otaMoney, type XmlElement } from './otaXml'

// Issue 35: prices for Google's free booking links, as OpenTravel's OTA_HotelRateAmountNotifRQ.
// A night's price is what the server charges for a stay of that one night (pricing/stayPrice.ts,
// as search and the availability calendar price a night): the public price, never a member's,
// with VAT, as every price of ours is. The tourist tax, paid at the property, is each Rate's one
// Fee (decision 048): compulsory, on top of the price, per adult and night.

/** OpenTravel's Age Qualifying Code (AQC) for an adult. */
const ADULT = '10'
/** OpenTravel's Fee Tax Type (FTT) 18, tourism tax. */
const TOURISM_TAX = '18'
/** OpenTravel's Charge Type (CHG) 21, per person per night. */
const PER_PERSON_PER_NIGHT = '21'
/** The tourist tax is an adult's: the seed's policy says "per adult per night". */
const ADULT_FROM_AGE = 18

/** The property's tourist tax as a Rate's Fees, or nothing for a property without one. */
const touristTaxFees = (tax: number, currency: string): XmlElement[] =>
  tax > 0
    ? [
        element('Fees', {}, [
          element('Fee', {
            MandatoryInd: true,
            MinAge: ADULT_FROM_AGE,
            Type: 'Exclusive',
            Code: TOURISM_TAX,
            Amount: otaMoney(tax, currency),
            CurrencyCode: currency,
            ChargeUnit: PER_PERSON_PER_NIGHT,
          }),
        ]),
      ]
    : []

/**
 * What a stay of this one night costs under the rate for 1, 2, ... up to the unit type's most
 * adults (index 0: one adult), in minor units: the public price, as final-price-quote answers it.
 */
function nightAmounts(
  unit: CatalogUnitType,
  rate: CatalogRatePlan,
  night: NightPrice,
): number[] {
  return Array.from({ length: unit.max_adults }, (_, index) =>
    initialStayTotal(unit, rate, night.price, 1, {
      adults: index + 1,
      children: 0,
    }),
  )
}

const rateElement = (
  amounts: number[],
  currency: string,
  fees: XmlElement[],
): XmlElement =>
  element('Rates', {}, [
    element('Rate', {}, [
      element(
        'BaseByGuestAmts',
        {},
        amounts.map((amount, index) =>
          element('BaseByGuestAmt', {
            AmountAfterTax: otaMoney(amount, currency),
            CurrencyCode: currency,
            NumberOfGuests: index + 1,
            AgeQualifyingCode: ADULT,
          }),
        ),
      ),
      ...fees,
    ]),
  ])

/**
 * A property's prices over [dateFrom, dateTo) as OTA_HotelRateAmountNotifRQ: per unit type and
 * rate plan, each run of nights with the same prices once, with the price for each number of
 * adults. A night with no inventory has no price and is left out. NotifType Overlay: the
 * message replaces what the receiver had for those products and nights.
 */
export function rateFeed(input: FeedInput): string {
  const { hotelCode, units, rates } = feedProducts(input.property)
  const currency = input.property.currency
  const fees = touristTaxFees(input.property.tourist_tax, currency)
  const messages = units.flatMap((unit) => {
    const nights = nightsByDate(input, unit.item.id)
    return rates.flatMap((rate) =>
      nightRuns(
        input.dateFrom,
        input.dateTo,
        (date) => {
          const night = nights.get(date)
          return night && nightAmounts(unit.item, rate.item, night)
        },
        (amounts) => amounts.join(' '),
      ).map((run) =>
        element('RateAmountMessage', {}, [
          element('StatusApplicationControl', {
            Start: run.start,
            End: run.end,
            InvTypeCode: unit.code,
            RatePlanCode: rate.code,
          }),
          rateElement(run.value, currency, fees),
        ]),
      ),
    )
  })
  return otaMessage(
    'OTA_HotelRateAmountNotifRQ',
    { at: input.at, echoToken: echoToken('rate', hotelCode, input.at) },
    { NotifType: 'Overlay', NotifScopeType: 'ProductRate' },
    messages.length > 0
      ? [element('RateAmountMessages', { HotelCode: hotelCode }, messages)]
      : [],
  )
}
