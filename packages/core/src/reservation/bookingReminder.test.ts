import { describe, expect, it } from 'vitest'
import {
  ApiError,
  type InputOf,
  type keepBookingReminder,
  type withdrawBookingReminder,
} from '../api'
import { fakeApiClient } from '../api/fakeApiClient'
import { reminderConsented } from './bookingReminder'
import { propertyOffer, serverQuote, flowOnPaymentStep } from './testing'

// Issue 35, decision 047: with the guest's consent, the stay on the payment step is kept for
// one reminder to their address; changed, it is kept again; taken back, it is forgotten.

function reminderServer(failing = false) {
  const sent = {
    kept: [] as InputOf<typeof keepBookingReminder>[],
    withdrawn: [] as InputOf<typeof withdrawBookingReminder>[],
  }
  const api = fakeApiClient({
    property: () => Promise.resolve(propertyOffer()),
    propertyAnotherRoom: () => Promise.resolve(propertyOffer()),
    finalPriceQuote: () =>
      Promise.resolve(serverQuote([45000], ['NOGUARANTEE'], ['line-1'])),
    keepBookingReminder: (request) => {
      sent.kept.push(request)
      return failing
        ? Promise.reject(
            new ApiError({ kind: 'generic', status: 503, message: 'down' }),
          )
        : Promise.resolve({ reminder: request.reminder ?? 'token-one' })
    },
    withdrawBookingReminder: (request) => {
      sent.withdrawn.push(request)
      return Promise.resolve({ withdrawn: true as const })
    },
  })
  return { api, sent }
}

async function onPayment(server = reminderServer()) {
  const flow = await flowOnPaymentStep(server.api, 'hr')
  return { flow, sent: server.sent }
}

describe('booking flow: a reminder of the stay (issue 35, decision 047)', () => {
  it('decision 047: keeps the stay with the address and the consent, and again, in its place, when the address changes', async () => {
    const { flow, sent } = await onPayment()
    await flow.getState().keepReminder(' ana@example.com ', true)
    expect(sent.kept[0]).toMatchObject({
      lang: 'hr',
      propertyId: 'hotel-rovinj',
      dateFrom: '2027-06-10',
      dateTo: '2027-06-13',
      units: [{ unitId: 'double-sea', adults: 2, children: 0 }],
      email: 'ana@example.com',
      consent: true,
    })
    expect(sent.kept[0]).not.toHaveProperty('reminder')
    expect(flow.getState().bookingReminder).toBe('kept')
    expect(flow.getState().reservation.reminder).toBe('token-one')
    await flow.getState().keepReminder('ana.horvat@example.com', true)
    expect(sent.kept[1]).toMatchObject({
      email: 'ana.horvat@example.com',
      reminder: 'token-one',
    })
    expect(reminderConsented(flow.getState())).toBe(true)
  })

  it('decision 047: waits for an address before asking the server', async () => {
    const { flow, sent } = await onPayment()
    await flow.getState().keepReminder('ana@', true)
    expect(flow.getState().bookingReminder).toBe('waiting')
    expect(reminderConsented(flow.getState())).toBe(true)
    expect(sent.kept).toEqual([])
  })

  it('decision 047: forgets the stay when the guest takes the consent back', async () => {
    const { flow, sent } = await onPayment()
    await flow.getState().keepReminder('ana@example.com', true)
    await flow.getState().keepReminder('ana@example.com', false)
    expect(sent.withdrawn).toEqual([{ reminder: 'token-one' }])
    expect(flow.getState().bookingReminder).toBe('off')
    expect(flow.getState().reservation.reminder).toBe('')
    expect(reminderConsented(flow.getState())).toBe(false)
  })

  it('decision 047: says the reminder failed, and nothing else changes', async () => {
    const { flow } = await onPayment({ ...reminderServer(true) })
    const before = flow.getState().reservation
    await flow.getState().keepReminder('ana@example.com', true)
    expect(flow.getState().bookingReminder).toBe('failed')
    expect(flow.getState().reservation).toEqual(before)
    expect(flow.getState().refusal).toBeUndefined()
  })
})
