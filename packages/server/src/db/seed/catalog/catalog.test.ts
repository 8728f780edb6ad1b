import { LANGUAGES } from '@resort/core'
import { policyProblem } from '@resort/core/pricing'
import { describe, expect, it } from 'vitest'
import { isPropertyPhone } from '../../../catalog/propertyPhone'
import type { SeedProperty, Translated } from '../catalogTypes'
import { ACCESSIBILITY_CODES, AMENITY_CODES } from './codes'
import { catalog } from './index'

const { regions, properties, navigation } = catalog
const unitTypes = properties.flatMap((property) => property.unitTypes)
const ratePlans = properties.flatMap((property) => property.ratePlans)
const supplements = properties.flatMap((property) => property.supplements)
const paymentMethods = properties.flatMap((property) => property.paymentMethods)

function isTranslated(value: unknown): value is Translated<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return false
  }
  const keys = Object.keys(value).sort()
  return keys.join() === [...LANGUAGES].sort().join()
}

/** Every Translated value anywhere in the catalog, with the path that leads to it. */
function translatedTexts(
  value: unknown,
  path = 'catalog',
): [string, Translated<unknown>][] {
  if (isTranslated(value)) return [[path, value]]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) =>
    translatedTexts(child, `${path}.${key}`),
  )
}

/** Summaries and descriptions: the texts that must be real translations. */
function proseTexts(): [string, Translated][] {
  return [
    ...properties.flatMap((p): [string, Translated][] => [
      [`${p.id}.summary`, p.summary],
      [`${p.id}.description`, p.description],
    ]),
    ...[...unitTypes, ...supplements, ...paymentMethods].map(
      (item): [string, Translated] => [
        `${item.id}.description`,
        item.description,
      ],
    ),
  ]
}

const countryOf = (property: SeedProperty) =>
  regions.find((region) => region.id === property.regionId)?.countryCode

describe('seed catalog', () => {
  it('has at least 12 properties across HR, SI and IT, of all three types', () => {
    expect(properties.length).toBeGreaterThanOrEqual(12)
    const countries = new Set(properties.map(countryOf))
    expect([...countries].sort()).toEqual(['HR', 'IT', 'SI'])
    const types = new Set(properties.map((property) => property.type))
    expect([...types].sort()).toEqual(['apartment', 'hotel', 'villa'])
  })

  it('uses every id once across regions, properties, units, rates, extras, payment methods and navigation', () => {
    const ids = [
      ...regions,
      ...properties,
      ...unitTypes,
      ...ratePlans,
      ...supplements,
      ...paymentMethods,
      ...navigation,
    ].map((item) => item.id)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })

  it('writes ids in lower-case kebab-case, prefixed with the property id inside a property', () => {
    const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/
    for (const property of properties) {
      expect(property.id).toMatch(kebab)
      const children = [
        ...property.unitTypes,
        ...property.ratePlans,
        ...property.supplements,
        ...property.paymentMethods,
      ]
      for (const { id } of children) {
        expect(id).toMatch(kebab)
        expect(id.startsWith(`${property.id}-`), id).toBe(true)
      }
    }
  })

  it('refers only to regions that exist', () => {
    const regionIds = new Set(regions.map((region) => region.id))
    for (const property of properties) {
      expect(regionIds.has(property.regionId), property.id).toBe(true)
    }
  })

  it('gives every property 2+ rate plans, at least one refundable and one non-refundable', () => {
    for (const property of properties) {
      const rates = property.ratePlans
      expect(rates.length, property.id).toBeGreaterThanOrEqual(2)
      expect(
        rates.some((rate) => rate.refundable),
        property.id,
      ).toBe(true)
      expect(
        rates.some((rate) => !rate.refundable),
        property.id,
      ).toBe(true)
    }
  })

  it('keeps the cancellation numbers of each rate consistent with its refundability', () => {
    for (const rate of ratePlans) {
      if (rate.refundable) {
        expect(rate.freeCancellationDays, rate.id).toBeGreaterThan(0)
        expect(rate.guarantee, rate.id).not.toBe('PREPAYMENT')
      } else {
        expect(rate.freeCancellationDays, rate.id).toBeNull()
        expect(rate.cancellationFeePercent, rate.id).toBe(100)
        expect(rate.paymentPolicy.amount, rate.id).toBe('whole_stay')
        expect(rate.guarantee, rate.id).toBe('PREPAYMENT')
      }
      expect(rate.priceFactorPermille, rate.id).toBeGreaterThanOrEqual(800)
      expect(rate.priceFactorPermille, rate.id).toBeLessThanOrEqual(1000)
    }
  })

  it('gives every rate a payment policy its guarantee allows (issue 32: payment policies per rate plan)', () => {
    for (const rate of ratePlans)
      expect(policyProblem(rate.paymentPolicy, rate.guarantee), rate.id).toBe(
        null,
      )
    const modes = new Set(ratePlans.map((rate) => rate.paymentPolicy.mode))
    expect([...modes].sort()).toEqual(['charge', 'guarantee', 'hold'])
  })

  it('offers a payment method for the guarantee of every rate plan', () => {
    for (const property of properties) {
      const types = new Set(
        property.paymentMethods.map((method) => method.type),
      )
      for (const rate of property.ratePlans) {
        expect(types.has(rate.guarantee), rate.id).toBe(true)
      }
    }
  })

  it('gives hotels and apartment houses 4+ unit types and villas 1 to 4', () => {
    for (const property of properties) {
      const count = property.unitTypes.length
      if (property.type === 'villa') {
        expect(count, property.id).toBeGreaterThanOrEqual(1)
        expect(count, property.id).toBeLessThanOrEqual(4)
      } else {
        expect(count, property.id).toBeGreaterThanOrEqual(4)
      }
    }
  })

  it('sells rooms in hotels and units in villas and apartments', () => {
    for (const property of properties) {
      const kind = property.type === 'hotel' ? 'room' : 'unit'
      for (const unit of property.unitTypes)
        expect(unit.kind, unit.id).toBe(kind)
    }
  })

  it('keeps maxOccupancy between baseOccupancy and maxAdults + maxChildren', () => {
    for (const unit of unitTypes) {
      expect(unit.baseOccupancy, unit.id).toBeGreaterThanOrEqual(1)
      expect(unit.maxOccupancy, unit.id).toBeGreaterThanOrEqual(
        unit.baseOccupancy,
      )
      expect(unit.maxOccupancy, unit.id).toBeLessThanOrEqual(
        unit.maxAdults + unit.maxChildren,
      )
      expect(unit.inventoryCount, unit.id).toBeGreaterThanOrEqual(1)
    }
  })

  it('has every price type among the supplements, and 3+ of them at every property', () => {
    const all = new Set(supplements.map((supplement) => supplement.priceType))
    expect([...all].sort()).toEqual([
      'PerNight',
      'PerPerson',
      'PerPersonNight',
      'PerStay',
    ])
    for (const property of properties) {
      const own = new Set(property.supplements.map((s) => s.priceType))
      expect(own.size, property.id).toBeGreaterThanOrEqual(3)
    }
  })

  it('keeps all money values positive integers (cents), board price 0 only for room only', () => {
    const amounts: [string, number][] = [
      ...unitTypes.flatMap((unit): [string, number][] => [
        [`${unit.id}.basePrice`, unit.basePrice],
        [`${unit.id}.extraAdultPrice`, unit.extraAdultPrice],
        [`${unit.id}.extraChildPrice`, unit.extraChildPrice],
      ]),
      ...supplements.map((s): [string, number] => [s.id, s.price]),
    ]
    for (const [id, amount] of amounts) {
      expect(Number.isInteger(amount) && amount > 0, `${id}: ${amount}`).toBe(
        true,
      )
    }
    for (const rate of ratePlans) {
      const price = rate.boardPricePerPersonNight
      expect(Number.isInteger(price), rate.id).toBe(true)
      if (rate.board === 'RO') expect(price, rate.id).toBe(0)
      else expect(price, rate.id).toBeGreaterThan(0)
    }
  })

  it('uses only the known amenity and accessibility codes', () => {
    const amenities = new Set<string>(AMENITY_CODES)
    const accessibility = new Set<string>(ACCESSIBILITY_CODES)
    for (const unit of unitTypes) {
      for (const code of unit.amenities) {
        expect(amenities.has(code), `${unit.id}: ${code}`).toBe(true)
      }
      for (const code of unit.accessibility) {
        expect(accessibility.has(code), `${unit.id}: ${code}`).toBe(true)
      }
    }
  })

  it('gives every Translated text a non-empty value in all five languages', () => {
    const texts = translatedTexts(catalog)
    expect(texts.length).toBeGreaterThan(properties.length * 20)
    for (const [path, text] of texts) {
      for (const language of LANGUAGES) {
        const value = text[language]
        const lines = Array.isArray(value) ? value : [value]
        expect(lines.length, `${path}.${language}`).toBeGreaterThan(0)
        for (const line of lines) {
          expect(typeof line === 'string' && line.trim() !== '', path).toBe(
            true,
          )
        }
      }
    }
  })

  it('translates every summary and description: the four other languages differ from English', () => {
    for (const [path, text] of proseTexts()) {
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        expect(text[language], `${path}.${language}`).not.toBe(text.en)
      }
    }
  })

  it('gives navigation slugs in lower-case ASCII with hyphens', () => {
    const paths = navigation.map((item) => item.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        'accommodation',
        'offers',
        'wellness',
        'restaurants-and-bars',
        'activities-and-fun',
        'events',
        'reviews',
        'gallery',
        'contact',
        'location',
        'faq',
      ]),
    )
    for (const item of navigation) {
      for (const language of LANGUAGES) {
        expect(item.slug[language]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      }
    }
  })

  it('issue 33: gives every property a street, a postcode of its country, a valid E.164 phone of its country and a reception e-mail', () => {
    const postcodes = { HR: /^\d{5}$/, SI: /^\d{4}$/, IT: /^\d{5}$/ } as const
    const callingCodes = { HR: '+385', SI: '+386', IT: '+39' } as const
    for (const property of properties) {
      const country = countryOf(property)!
      expect(property.street.trim(), property.id).not.toBe('')
      expect(property.postalCode, property.id).toMatch(postcodes[country])
      expect(isPropertyPhone(property.phone), property.id).toBe(true)
      expect(
        property.phone.startsWith(callingCodes[country]),
        property.id,
      ).toBe(true)
      expect(property.receptionEmail, property.id).toMatch(/^[^\s@]+@[^\s@]+$/)
    }
    expect(new Set(properties.map((p) => p.phone)).size).toBe(properties.length)
  })

  it('places each property inside its country and high seasons on real months', () => {
    const bounds = {
      HR: { lat: [42.3, 46.6], lon: [13.4, 19.5] },
      SI: { lat: [45.4, 46.9], lon: [13.3, 16.7] },
      IT: { lat: [36.6, 47.1], lon: [6.6, 18.6] },
    } as const
    for (const property of properties) {
      const country = countryOf(property)
      expect(country, property.id).toBeDefined()
      if (!country) continue
      const { lat, lon } = bounds[country]
      expect(property.latitude, property.id).toBeGreaterThan(lat[0])
      expect(property.latitude, property.id).toBeLessThan(lat[1])
      expect(property.longitude, property.id).toBeGreaterThan(lon[0])
      expect(property.longitude, property.id).toBeLessThan(lon[1])
      expect(property.highSeasonMonths.length, property.id).toBeGreaterThan(0)
      for (const month of property.highSeasonMonths) {
        expect(Number.isInteger(month) && month >= 1 && month <= 12).toBe(true)
      }
    }
  })
})
