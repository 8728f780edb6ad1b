import { describe, expect, it } from 'vitest'
import { openDatabase } from '#db/database'
import { migrateToLatest } from '#db/migrate'
import { loadAuthKeys } from './accessTokens'

describe('AUTH_SECRET', () => {
  it('ASVS 11.2.3: is refused at start-up when shorter than 32 characters (256 bits when random), and may be left unset', async () => {
    const database = openDatabase({
      databaseUrl: undefined,
      sqliteFile: ':memory:',
    })
    await migrateToLatest(database)
    try {
      await expect(
        loadAuthKeys(database.db, 'too short a secret'),
      ).rejects.toThrow('AUTH_SECRET must be at least 32 characters long')
      await expect(
        loadAuthKeys(database.db, 'x'.repeat(32)),
      ).resolves.toBeDefined()
      // Unset: a secret generated once and kept in the database.
      await expect(loadAuthKeys(database.db, undefined)).resolves.toEqual(
        await loadAuthKeys(database.db, undefined),
      )
    } finally {
      await database.db.destroy()
    }
  })
})
