import { describe, expect, it } from 'vitest'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { createMailResend } from './mailResend'

describe('sending an outbox mail again (issues 14 and 30)', () => {
  it('sends the mail only after the question is answered yes, once', async () => {
    const sent: unknown[] = []
    const flow = createMailResend({
      api: fakeApiClient({
        resendMail: async (input) => {
          sent.push(input)
          return { id: 'mail-2' }
        },
      }),
      id: 'mail-1',
    })
    flow.getState().ask()
    expect(flow.getState().asking).toBe(true)
    expect(await flow.getState().resend()).toBe(true)
    expect(sent).toEqual([{ id: 'mail-1' }])
    expect(flow.getState()).toMatchObject({
      asking: false,
      done: { id: 'mail-2' },
    })
  })

  it('keeps the server’s reason when nothing was sent (an address confirmed meanwhile)', async () => {
    const flow = createMailResend({
      api: fakeApiClient({
        resendMail: () =>
          Promise.reject(refusal('conflict', 409, { id: 'already_confirmed' })),
      }),
      id: 'mail-1',
    })
    expect(await flow.getState().resend()).toBe(false)
    expect(flow.getState().problem).toMatchObject({
      kind: 'conflict',
      fields: { id: 'already_confirmed' },
    })
  })
})
