import { describe, expect, it } from 'vitest'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { createSecondFactorFlow } from './secondFactorFlow'

const SESSION = { email: 'staff@example.com', secondFactor: 'code' as const }

function secondFactor(verify?: (code: string) => void) {
  const checked: string[] = []
  let mailed = 0
  const flow = createSecondFactorFlow({
    api: fakeApiClient({
      adminSecondFactorCode: async () => ({
        sent: true,
        expiresAt: `2027-06-01T10:${String(10 + mailed++)}:00.000Z`,
      }),
      adminSecondFactorVerify: async ({ code }) => {
        checked.push(code)
        verify?.(code)
        return SESSION
      },
    }),
  })
  return { state: () => flow.getState(), checked }
}

describe('the admin’s second factor (ASVS 6.3.3)', () => {
  it('mails a code and knows until when it works; mailed again, the later time', async () => {
    const { state } = secondFactor()
    const sending = state().sendCode()
    expect(state().busy).toBe(true)
    expect(await sending).toBe(true)
    expect(state().sentUntil).toBe('2027-06-01T10:10:00.000Z')
    await state().sendCode()
    expect(state().sentUntil).toBe('2027-06-01T10:11:00.000Z')
  })

  it('refuses a code that is not six digits at the field, before asking the server', async () => {
    const { state, checked } = secondFactor()
    expect(await state().verify('12345')).toBe(false)
    expect(state().codeError).toBe('code_invalid')
    expect(checked).toEqual([])
    state().edit()
    expect(state().codeError).toBeUndefined()
  })

  it('shows a wrong code at the field, and passes with the right one, trimmed', async () => {
    const { state, checked } = secondFactor((code) => {
      if (code !== '246810')
        throw refusal('missing_params', 400, { code: 'code_wrong' })
    })
    expect(await state().verify('111111')).toBe(false)
    expect(state().codeError).toBe('code_wrong')
    expect(state().problem).toBeUndefined()
    expect(await state().verify(' 246810 ')).toBe(true)
    expect(checked).toEqual(['111111', '246810'])
    expect(state().passed).toEqual(SESSION)
  })

  it('keeps a lock or a wait as a problem of no field', async () => {
    const { state } = secondFactor(() => {
      throw refusal('forbidden', 403, { account: 'admin_locked' })
    })
    await state().verify('111111')
    expect(state().codeError).toBeUndefined()
    expect(state().problem).toMatchObject({
      kind: 'forbidden',
      fields: { account: 'admin_locked' },
    })
  })

  it('says when no code could be mailed, and may be asked again', async () => {
    let fail = true
    const flow = createSecondFactorFlow({
      api: fakeApiClient({
        adminSecondFactorCode: async () => {
          if (fail) {
            fail = false
            throw refusal('rate_limited', 429)
          }
          return { sent: true, expiresAt: '2027-06-01T10:10:00.000Z' }
        },
      }),
    })
    expect(await flow.getState().sendCode()).toBe(false)
    expect(flow.getState().problem?.kind).toBe('rate_limited')
    expect(await flow.getState().sendCode()).toBe(true)
    expect(flow.getState().problem).toBeUndefined()
  })
})
