import { describe, expect, it } from 'vitest'
import { propertyOffer } from '../../testing/siteFixtures'
import { propertyStructuredData } from './propertyStructuredData'

const stay = {
  dateFrom: '2030-07-01',
  dateTo: '2030-07-04',
  adults: 2,
  children: 0,
}
const pageUrl = 'https://resort.example/en/accommodation/cissa-rovinj'
const absolute = (path: string) => new URL(path, pageUrl).href

describe('a property in schema.org', () => {
  it('issue 33: gives the PostalAddress the street and postcode, and the telephone, from the catalog', () => {
    const offer = propertyOffer(stay)
    const data = propertyStructuredData(
      {
        ...offer,
        property: {
          ...offer.property,
          address: {
            street: 'Put Zlatnog rta 14',
            postalCode: '52210',
            city: 'Rovinj',
            country: 'HR',
          },
          phone: '+38552830200',
        },
      },
      pageUrl,
      absolute,
    )
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Put Zlatnog rta 14',
      postalCode: '52210',
      addressLocality: 'Rovinj',
      addressRegion: 'Istria',
      addressCountry: 'HR',
    })
    expect(data).toMatchObject({ telephone: '+38552830200' })
  })

  it('issue 33: leaves street, postcode and telephone out while the catalog lacks them', () => {
    const data = propertyStructuredData(propertyOffer(stay), pageUrl, absolute)
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Rovinj',
      addressRegion: 'Istria',
      addressCountry: 'HR',
    })
    expect(data).not.toHaveProperty('telephone')
  })
})
