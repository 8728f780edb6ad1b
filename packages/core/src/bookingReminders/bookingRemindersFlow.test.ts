import { describe, expect, it, vi } from 'vitest'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { createBookingRemindersFlow } from './bookingRemindersFlow'

const TOKEN = 'stop-token-0123456789abcdefghijklmnopqrstuvw'

describe('booking reminders flow (issue 35, decision 047)', () => {
  it('issue 35, decision 047: stops the reminders with the mail’s token, by one call', async () => {
    const stopBookingReminders = vi.fn(async () => ({
      status: 'unsubscribed' as const,
    }))
    const flow = createBookingRemindersFlow({
      api: fakeApiClient({ stopBookingReminders }),
    })
    const stopping = flow.getState().stop(TOKEN)
    expect(flow.getState().busy).toBe(true)
    // One request at a time: a second press while the first is asked sends nothing.
    expect(await flow.getState().stop(TOKEN)).toBe(false)
    expect(await stopping).toBe(true)
    expect(stopBookingReminders).toHaveBeenCalledOnce()
    expect(stopBookingReminders).toHaveBeenCalledWith({ token: TOKEN })
    expect(flow.getState()).toMatchObject({ busy: false, outcome: 'stopped' })
  })

  it('issue 35, decision 047: an unknown token, or one cut short, is a link no longer valid', async () => {
    for (const [kind, status] of [
      ['link_invalid', 410],
      ['missing_params', 400],
    ] as const) {
      const flow = createBookingRemindersFlow({
        api: fakeApiClient({
          stopBookingReminders: () => Promise.reject(refusal(kind, status)),
        }),
      })
      expect(await flow.getState().stop(TOKEN)).toBe(false)
      expect(flow.getState()).toMatchObject({
        busy: false,
        outcome: 'link_invalid',
      })
    }
  })

  it('tells the server’s limit and a failure from a link no longer valid, and may be pressed again', async () => {
    const stopBookingReminders = vi
      .fn()
      .mockRejectedValueOnce(refusal('rate_limited', 429))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ status: 'unsubscribed' })
    const flow = createBookingRemindersFlow({
      api: fakeApiClient({ stopBookingReminders }),
    })
    await flow.getState().stop(TOKEN)
    expect(flow.getState().outcome).toBe('rate_limited')
    await flow.getState().stop(TOKEN)
    expect(flow.getState().outcome).toBe('failed')
    expect(await flow.getState().stop(TOKEN)).toBe(true)
    expect(flow.getState().outcome).toBe('stopped')
  })
})
