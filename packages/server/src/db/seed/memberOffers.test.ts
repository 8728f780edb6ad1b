import { addDaysIso } from '@resort/core/stay'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../database'
import { migrateToLatest } from '../migrate'
import { seed } from '../seed'
import { seasonalOffers } from './memberOffers'

// Decision 024: the seed's exclusive offers follow the calendar, so that a database seeded today,
// or years from now, always has offers a member may activate, for stays the inventory sells.

describe('the seed’s seasonal exclusive offers', () => {
  // Every tenth day of three years, and the days around each window's edges.
  const days = [
    ...Array.from({ length: 110 }, (_, index) =>
      addDaysIso('2026-01-01', index * 10),
    ),
    '2027-03-31',
    '2027-04-01',
    '2027-06-15',
    '2027-06-16',
    '2027-11-30',
    '2027-12-01',
  ]

  it('on any day of three years, both offers may be activated, for stays still to come or under way within the 24 months of inventory', () => {
    for (const today of days) {
      const offers = seasonalOffers(today)
      expect(offers, today).toHaveLength(2)
      for (const offer of offers) {
        const on = `${offer.id} on ${today}`
        expect(offer.activation_from <= today, on).toBe(true)
        expect(offer.activation_until >= today, on).toBe(true)
        expect(offer.stay_to >= today, on).toBe(true)
        expect(offer.stay_from < offer.stay_to, on).toBe(true)
        expect(offer.stay_to <= addDaysIso(today, 730), on).toBe(true)
      }
    }
  })

  it('adds the next season’s offers on a later start, keeping the earlier ones and their activations', async () => {
    const database = openDatabase({
      databaseUrl: undefined,
      sqliteFile: ':memory:',
    })
    await migrateToLatest(database)
    const offerIds = async () =>
      (
        await database.db
          .selectFrom('member_offers')
          .select('id')
          .orderBy('id')
          .execute()
      ).map((row) => row.id)
    await seed(database.db, { today: '2027-01-15' })
    expect(await offerIds()).toEqual([
      'adriatic-spring-2027',
      'alps-winter-2026',
    ])
    await seed(database.db, { today: '2027-01-16' })
    expect(await offerIds()).toHaveLength(2)
    await seed(database.db, { today: '2027-07-01' })
    expect(await offerIds()).toEqual([
      'adriatic-spring-2027',
      'adriatic-spring-2028',
      'alps-winter-2026',
      'alps-winter-2027',
    ])
    const texts = await database.db
      .selectFrom('member_offer_texts')
      .select(['language', 'title'])
      .where('offer_id', '=', 'alps-winter-2027')
      .orderBy('language')
      .execute()
    expect(texts.map((row) => row.language)).toEqual([
      'de',
      'en',
      'hr',
      'it',
      'sl',
    ])
    await database.db.destroy()
  })
})
