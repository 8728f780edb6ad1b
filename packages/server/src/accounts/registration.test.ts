import { member } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'
import { createAfterAnswer } from './afterAnswer'
import { register, type Registration } from './registration'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('register', () => {
  it('tells the hook a new account from an address that already had one, after answering both alike', async () => {
    const told: Registration[] = []
    const errors: unknown[] = []
    const afterAnswer = createAfterAnswer((error) => errors.push(error))
    const deps = {
      db: server.database.db,
      now: () => new Date(),
      onRegistered: async (registration: Registration) => {
        told.push(registration)
      },
      afterAnswer,
    }
    const input = { ...member, email: 'hook@example.com', lang: 'de' as const }
    const first = await register(deps, input)
    expect(told).toEqual([])
    const second = await register(deps, { ...input, lang: 'hr' })
    expect(second).toEqual(first)
    await afterAnswer.settled()
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
    const afterAnswer = createAfterAnswer((error) => errors.push(error))
    const answer = await register(
      {
        db: server.database.db,
        now: () => new Date(),
        onRegistered: () => Promise.reject(failure),
        afterAnswer,
      },
      { ...member, email: 'hook-fails@example.com', lang: 'en' },
    )
    expect(answer).toEqual({ next: 'confirm_email' })
    await afterAnswer.settled()
    expect(errors).toEqual([failure])
  })
})
