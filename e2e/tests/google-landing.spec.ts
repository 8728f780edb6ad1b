import { daysFromToday } from '@resort/test-fixtures'
import { expect, test } from '../support/fixtures'
import { staffPastSecondFactor } from '../support/points'
import { accountsOrigin, accountsPort } from '../support/servers'

// Issue 35, decision 048: Google reads the rates feed with the feeds' secret, and a guest who
// picks a stay on Google follows the landing pages file's URL, Google's variables filled in. The
// booking page opens on that stay with the room at the price the feed gave for 2 adults.
test.use({ baseURL: accountsOrigin })

const PROPERTY = 'cissa-rovinj'

/** The attributes of each element of a name in the feeds' own writing. */
const elementsOf = (xml: string, name: string) =>
  [
    ...xml.matchAll(
      new RegExp(
        `<${name}((?:\\s+[\\w:]+="[^"]*")*)\\s*(?:/>|>([\\s\\S]*?)</${name}>)`,
        'g',
      ),
    ),
  ].map((match) => ({
    attributes: Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w:]+)="([^"]*)"/g)].map((pair) => [
        pair[1]!,
        pair[2]!,
      ]),
    ),
    inner: match[2] ?? '',
  }))

test('issue 35: a free booking link filled in from the points of sale file opens the booking on the stay at the rates feed’s price for 2 adults', async ({
  page,
  playwright,
}) => {
  const staff = await playwright.request.newContext({ baseURL: accountsOrigin })
  await staffPastSecondFactor(staff, String(accountsPort))
  const feeds = (await (
    await staff.get(`/api/v1/admin/google-feeds?propertyId=${PROPERTY}`)
  ).json()) as { ratesUrl: string; pointsOfSaleUrl: string }
  await staff.dispose()

  // Google reads one night's prices, far enough ahead that no other test books it full.
  const night = daysFromToday(150)
  const checkout = daysFromToday(151)
  const rates = new URL(feeds.ratesUrl)
  rates.searchParams.set('dateFrom', night)
  rates.searchParams.set('dateTo', checkout)
  const feed = await page.request.get(rates.href)
  expect(feed.status()).toBe(200)
  const xml = await feed.text()
  const hotelCode = elementsOf(xml, 'RateAmountMessages')[0]?.attributes
    .HotelCode
  expect(hotelCode).toBe(PROPERTY)

  // Which room and rate the site offers that night (the widget's own call), by their codes:
  // Hotel Cissa's ids fit OpenTravel's 16 characters once the property's prefix is off.
  const offer = (await (
    await page.request.get(
      `/api/v1/search/property?propertyId=${PROPERTY}&dateFrom=${night}&dateTo=${checkout}&adults=2&lang=en`,
    )
  ).json()) as {
    units: {
      unitId: string
      name: string
      fitsGuests: boolean
      rates: { rateId: string; name: string; total: number }[]
    }[]
  }
  const unit = offer.units.find((each) => each.fitsGuests && each.rates.length)!
  const rate = unit.rates[0]!
  const codeOf = (id: string) => id.slice(PROPERTY.length + 1)
  const message = elementsOf(xml, 'RateAmountMessage').find((candidate) => {
    const control = elementsOf(candidate.inner, 'StatusApplicationControl')[0]!
      .attributes
    return (
      control.InvTypeCode === codeOf(unit.unitId) &&
      control.RatePlanCode === codeOf(rate.rateId)
    )
  })!
  const amount = elementsOf(message.inner, 'BaseByGuestAmt').find(
    (each) => each.attributes.NumberOfGuests === '2',
  )!.attributes.AmountAfterTax!
  expect(Math.round(Number(amount) * 100)).toBe(rate.total)

  // Google fills in the landing pages file's URL with the hotel, the stay, adults and language.
  const pos = await (await page.request.get(feeds.pointsOfSaleUrl)).text()
  const template = elementsOf(pos, 'URL')[0]!.inner.replace(/&amp;/g, '&')
  const [year, month, day] = night.split('-')
  const [outYear, outMonth, outDay] = checkout.split('-')
  const landing = template
    .replace('(PARTNER-HOTEL-ID)', hotelCode!)
    .replace('(CHECKINYEAR)', year!)
    .replace('(CHECKINMONTH)', month!)
    .replace('(CHECKINDAY)', day!)
    .replace('(CHECKOUTYEAR)', outYear!)
    .replace('(CHECKOUTMONTH)', outMonth!)
    .replace('(CHECKOUTDAY)', outDay!)
    .replace('(NUM-ADULTS)', '2')
    .replace('(USER-LANGUAGE)', 'en-GB')

  await page.goto(landing)
  await expect(page).toHaveURL(
    `/en/booking?propertyId=${PROPERTY}&dateFrom=${night}&dateTo=${checkout}&adults=2&children=0`,
  )
  const room = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: unit.name, exact: true }),
  })
  const price = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'EUR',
  }).format(Number(amount))
  await expect(
    room
      .getByRole('listitem')
      .filter({
        has: page.getByRole('button', {
          name: `Add ${unit.name} with ${rate.name}`,
        }),
      })
      .getByText(price),
  ).toBeVisible()
})
