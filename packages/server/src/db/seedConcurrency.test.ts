import { addDaysIso, todayIso } from '@resort/core/stay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'
import { seed } from './seed'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('seeding on start (DESIGN: several server processes may share one database)', () => {
  it('lets processes that start together on a new day seed one after the other', async () => {
    const tomorrow = addDaysIso(todayIso(), 1)
    // On PostgreSQL each seed gets its own connection: both would add the same new nights.
    const [first, second] = await Promise.all([
      seed(server.database.db, { today: tomorrow }),
      seed(server.database.db, { today: tomorrow }),
    ])
    const unitTypes = await server.database.db
      .selectFrom('unit_types')
      .select('id')
      .execute()
    expect(first.nightsAdded + second.nightsAdded).toBe(unitTypes.length)
  })
})
