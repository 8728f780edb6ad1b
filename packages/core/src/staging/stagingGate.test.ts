import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api'
import { fakeApiClient } from '../api/fakeApiClient'
import { memoryStorage } from '../reservation/testing'
import { createStagingGate, STAGING_CREDENTIALS_KEY } from './stagingGate'

const RIGHT = { username: 'preview', password: 'adria-alpe-2027' }

function gate(storage = memoryStorage(), reachable = true) {
  const api = fakeApiClient({
    stagingLogin: (credentials) => {
      if (!reachable)
        return Promise.reject(
          new ApiError({ kind: 'generic', status: 0, message: 'offline' }),
        )
      return credentials.username === RIGHT.username &&
        credentials.password === RIGHT.password
        ? Promise.resolve({ authenticated: true as const })
        : Promise.reject(
            new ApiError({ kind: 'unauthorized', status: 401, message: 'no' }),
          )
    },
  })
  return {
    gate: createStagingGate({ api, storage, logger: { error: vi.fn() } }),
    storage,
  }
}

describe('staging gate (SPEC 4 basic-auth gate)', () => {
  it('is authenticated by default', () => {
    expect(gate().gate.getState().authenticated).toBe(true)
  })

  it('becomes unauthenticated when a login attempt fails, and stays so (no other transition)', async () => {
    const { gate: store } = gate()
    expect(await store.getState().login({ ...RIGHT, password: 'wrong' })).toBe(
      false,
    )
    expect(store.getState().authenticated).toBe(false)
    expect(await store.getState().login(RIGHT)).toBe(true)
    expect(store.getState().authenticated).toBe(false)
  })

  it('remembers the entered credentials in local storage once they pass (SPEC 1)', async () => {
    const { gate: store, storage } = gate()
    await store.getState().login(RIGHT)
    expect(JSON.parse(storage.data.get(STAGING_CREDENTIALS_KEY) ?? '')).toEqual(
      RIGHT,
    )
    const again = gate(storage).gate
    expect(await again.getState().resume()).toBe(true)
  })

  it('forgets remembered credentials that no longer pass', async () => {
    const storage = memoryStorage()
    storage.setItem(
      STAGING_CREDENTIALS_KEY,
      JSON.stringify({ ...RIGHT, password: 'old' }),
    )
    const { gate: store } = gate(storage)
    expect(await store.getState().resume()).toBe(false)
    expect(storage.data.has(STAGING_CREDENTIALS_KEY)).toBe(false)
    expect(store.getState().authenticated).toBe(false)
  })

  it('does not count an unreachable server as a failed attempt', async () => {
    const { gate: store } = gate(memoryStorage(), false)
    expect(await store.getState().login(RIGHT)).toBe(false)
    expect(store.getState()).toMatchObject({
      authenticated: true,
      unreachable: true,
      busy: false,
    })
  })
})
