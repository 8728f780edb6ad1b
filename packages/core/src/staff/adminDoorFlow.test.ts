import { describe, expect, it } from 'vitest'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { createAdminDoorFlow } from './adminDoorFlow'

const door = (session: () => Promise<unknown>) =>
  createAdminDoorFlow({
    api: fakeApiClient({ adminSession: session as never }),
  })

describe('the admin area’s door (SPEC 6): the page shows what the server decides', () => {
  it('lets an admin whose session passed the second factor in, and asks for it otherwise', async () => {
    const passed = door(async () => ({ email: 'a@x.hr', secondFactor: 'code' }))
    expect(passed.getState().access).toEqual({ state: 'checking' })
    await passed.getState().check()
    expect(passed.getState().access).toEqual({
      state: 'admin',
      email: 'a@x.hr',
    })
    const pending = door(async () => ({ email: 'a@x.hr', secondFactor: null }))
    await pending.getState().check()
    expect(pending.getState().access).toEqual({
      state: 'second_factor',
      email: 'a@x.hr',
    })
    pending.getState().passed({ email: 'a@x.hr', secondFactor: 'code' })
    expect(pending.getState().access.state).toBe('admin')
  })

  it.each([
    [refusal('forbidden', 403), 'not_admin'],
    [refusal('forbidden', 403, { account: 'admin_locked' }), 'locked'],
    [refusal('unauthorized', 401), 'signed_out'],
    [refusal('generic', 0), 'failed'],
    [new TypeError('offline'), 'failed'],
  ])(
    'reads a refusal as where the visitor stands (%#)',
    async (error, state) => {
      const flow = door(async () => {
        throw error
      })
      await flow.getState().check()
      expect(flow.getState().access).toEqual({ state })
    },
  )

  it('keeps only the last check’s answer when an earlier one comes late', async () => {
    let answer!: (value: unknown) => void
    const answers = [
      new Promise((resolve) => (answer = resolve)),
      Promise.reject(refusal('forbidden', 403)),
    ]
    const flow = door(() => answers.shift() as Promise<unknown>)
    const first = flow.getState().check()
    await flow.getState().check()
    answer({ email: 'a@x.hr', secondFactor: 'code' })
    await first
    expect(flow.getState().access).toEqual({ state: 'not_admin' })
  })
})
