import { member } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'
import { register, type Registration } from './registration'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('register', () => {
  it('tells the hook a new account from an address that already had one, and answers both alike', async () => {
    const told: Registration[] = []
    const errors: unknown[] = []
    const deps = {
      db: server.database.db,
      now: () => new Date(),
      onRegistered: async (registration: Registration) => {
        told.push(registration)
      },
      logError: (error: unknown) => errors.push(error),
    }
    const input = { ...member, email: 'hook@example.com', lang: 'de' as const }
    const first = await register(deps, input)
    const second = await register(deps, { ...input, lang: 'hr' })
    expect(second).toEqual(first)
    expect(told.map(({ kind, language }) => [kind, language])).toEqual([
      ['created', 'de'],
      ['already_registered', 'hr'],
    ])
    expect(told[1]?.user).toEqual(told[0]?.user)
    expect(told[0]?.user.language).toBe('de')
    expect(errors).toEqual([])
  })

  it('answers the same when the hook fails, and reports the failure', async () => {
    const errors: unknown[] = []
    const failure = new Error('outbox unavailable')
    const answer = await register(
      {
        db: server.database.db,
        now: () => new Date(),
        onRegistered: () => Promise.reject(failure),
        logError: (error: unknown) => errors.push(error),
      },
      { ...member, email: 'hook-fails@example.com', lang: 'en' },
    )
    expect(answer).toEqual({ next: 'confirm_email' })
    expect(errors).toEqual([failure])
  })
})
