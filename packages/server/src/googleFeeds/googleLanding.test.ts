import { GOOGLE_LANDING_PATH } from '@resort/core/api'
import { pagePath } from '@resort/core/site'
import { describe, expect, it } from 'vitest'
import { catalog } from '#db/seed/catalog/index'
import {
  googleLandingPath,
  landingLanguage,
  pointsOfSale,
  propertyOfHotelCode,
} from './googleLanding'
import { hotelCodeOf } from './otaCodes'
import { feedElements } from './testing/feedElements'
import { xmlSyntaxErrors } from './testing/xmlSyntaxCheck'

// Issue 35, decision 048: a free booking link on Google lands on the booking page on the stay
// the guest chose; the hotel list's id it carries must lead back to the property.

const ids = catalog.properties.map((property) => property.id)

/** The landing URL of the points of sale file, filled in as Google fills in its variables. */
function filledIn(
  template: string,
  values: {
    hotel: string
    checkin: string
    checkout: string
    adults: number
    lang: string
  },
) {
  const [year, month, day] = values.checkin.split('-')
  const [outYear, outMonth, outDay] = values.checkout.split('-')
  return template
    .replace('(PARTNER-HOTEL-ID)', values.hotel)
    .replace('(CHECKINYEAR)', year!)
    .replace('(CHECKINMONTH)', month!)
    .replace('(CHECKINDAY)', day!)
    .replace('(CHECKOUTYEAR)', outYear!)
    .replace('(CHECKOUTMONTH)', outMonth!)
    .replace('(CHECKOUTDAY)', outDay!)
    .replace('(NUM-ADULTS)', String(values.adults))
    .replace('(USER-LANGUAGE)', values.lang)
}

const queryOf = (url: string) =>
  Object.fromEntries(new URL(url, 'https://resort.example').searchParams)

describe('the landing page of Google’s free booking links (issue 35)', () => {
  it('issue 35: Google feeds: every seeded property’s hotel code leads back to it, the shortened ones too', () => {
    for (const id of ids)
      expect(propertyOfHotelCode(ids, hotelCodeOf(id)), id).toBe(id)
    // Longer than OpenTravel's 16 characters: the code is not the id, the id is not a code.
    expect(hotelCodeOf('oliveto-villas-porec')).not.toBe('oliveto-villas-porec')
    expect(propertyOfHotelCode(ids, 'oliveto-villas-porec')).toBeUndefined()
    expect(propertyOfHotelCode(ids, undefined)).toBeUndefined()
  })

  it('issue 35: Google feeds: opens the booking page on the property, dates and adults, in the guest’s language', () => {
    const path = googleLandingPath(ids, {
      hotel: hotelCodeOf('oliveto-villas-porec'),
      checkin: '2031-07-01',
      checkout: '2031-07-04',
      adults: '3',
      lang: 'de',
    })
    expect(path.split('?')[0]).toBe('/de/booking')
    expect(queryOf(path)).toEqual({
      propertyId: 'oliveto-villas-porec',
      dateFrom: '2031-07-01',
      dateTo: '2031-07-04',
      adults: '3',
      children: '0',
    })
  })

  it('issue 35: Google feeds: takes a language with its region as the language, and one the site lacks as English', () => {
    expect(landingLanguage('de-AT')).toBe('de')
    expect(landingLanguage('sl_SI')).toBe('sl')
    expect(landingLanguage('HR')).toBe('hr')
    expect(landingLanguage('fr')).toBe('en')
    expect(landingLanguage('zh-TW')).toBe('en')
    expect(landingLanguage(undefined)).toBe('en')
  })

  it('issue 35: Google feeds: passes wrong dates on for the booking page to explain, and keeps adults within what a booking takes', () => {
    const path = googleLandingPath(ids, {
      hotel: 'cissa-rovinj',
      checkin: '2031-02-30',
      adults: '99',
      lang: 'it',
    })
    expect(path.split('?')[0]).toBe('/it/booking')
    expect(queryOf(path)).toEqual({
      propertyId: 'cissa-rovinj',
      dateFrom: '2031-02-30',
      adults: '2',
      children: '0',
    })
    expect(
      queryOf(googleLandingPath(ids, { hotel: 'cissa-rovinj', adults: '1.5' }))
        .adults,
    ).toBe('2')
  })

  it('issue 35: Google feeds: sends a hotel code no property has to the search on the same stay', () => {
    const path = googleLandingPath(ids, {
      hotel: 'closed-hotel',
      checkin: '2031-07-01',
      checkout: '2031-07-03',
      adults: '2',
      lang: 'hr',
    })
    expect(path.split('?')[0]).toBe(pagePath('search', 'hr'))
    expect(queryOf(path)).toEqual({
      dateFrom: '2031-07-01',
      dateTo: '2031-07-03',
      adults: '2',
      children: '0',
    })
  })

  it('issue 35: Google feeds: the points of sale file’s URL, filled in as Google does, lands on the property and stay', async () => {
    const xml = pointsOfSale('https://resort.example/')
    expect(await xmlSyntaxErrors(xml)).toEqual([])
    const [pos] = feedElements(xml, 'PointOfSale')
    expect(pos?.attributes).toEqual({ id: 'site' })
    const [url] = feedElements(pos!.inner, 'URL')
    const template = url!.inner.replace(/&amp;/g, '&')
    expect(template).toBe(
      `https://resort.example${GOOGLE_LANDING_PATH}?hotel=(PARTNER-HOTEL-ID)&checkin=(CHECKINYEAR)-(CHECKINMONTH)-(CHECKINDAY)&checkout=(CHECKOUTYEAR)-(CHECKOUTMONTH)-(CHECKOUTDAY)&adults=(NUM-ADULTS)&lang=(USER-LANGUAGE)`,
    )
    const landing = filledIn(template, {
      hotel: hotelCodeOf('villa-lavanda-hvar'),
      checkin: '2031-08-10',
      checkout: '2031-08-17',
      adults: 4,
      lang: 'en-GB',
    })
    expect(new URL(landing).pathname).toBe(GOOGLE_LANDING_PATH)
    const path = googleLandingPath(ids, queryOf(landing))
    expect(path).toBe(
      '/en/booking?propertyId=villa-lavanda-hvar&dateFrom=2031-08-10&dateTo=2031-08-17&adults=4&children=0',
    )
  })
})
