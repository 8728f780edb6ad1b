import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/ApiError'
import { fakeApiClient, type FakeEndpoints } from '../api/fakeApiClient'
import type {
  ClaimableReservation,
  MemberReservation,
  MemberReservations,
} from '../api/loyaltyResponses'
import { createMemberBookingsFlow } from './memberBookingsFlow'

const TODAY = '2027-06-15'

const stay = (
  bookingId: string,
  checkIn: string,
  checkOut: string,
  overrides: Partial<MemberReservation> = {},
): MemberReservation => ({
  bookingId,
  bookingURI: `/en/booking/modify?token=${bookingId}`,
  status: 'confirmed',
  checkIn,
  checkOut,
  propertyId: 'cissa-rovinj',
  propertyName: 'Hotel Cissa',
  totalPrice: 48_000,
  currency: 'EUR',
  earnsPoints: true,
  points: 4800,
  pointsState: 'pending',
  ...overrides,
})
// As the server lists them: the latest stay first.
const august = stay('B-AUG', '2027-08-01', '2027-08-05')
const underWay = stay('B-NOW', '2027-06-13', '2027-06-16')
const endsToday = stay('B-END', '2027-06-10', '2027-06-15', {
  pointsState: 'earned',
})
const march = stay('B-MAR', '2027-03-01', '2027-03-04', {
  pointsState: 'earned',
})
const guestStay: ClaimableReservation = {
  bookingId: 'B-GUEST',
  checkIn: '2027-09-10',
  checkOut: '2027-09-12',
  propertyName: 'Villa Lavanda',
}

const refusal = (kind: ApiError['kind'], status: number) =>
  new ApiError({ kind, status, message: `refused: ${kind}` })

/** A promise the test settles when it likes: an answer still on its way. */
function later<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((yes) => {
    resolve = yes
  })
  return { promise, resolve }
}

function flowWith(endpoints: FakeEndpoints) {
  const flow = createMemberBookingsFlow({
    api: fakeApiClient(endpoints),
    today: () => TODAY,
  })
  return { flow, state: () => flow.getState() }
}

const listing = (answer: MemberReservations) => ({
  memberReservations: async () => answer,
})

describe('the member’s bookings flow', () => {
  it('loads the bookings in the language asked: upcoming stays soonest first (one under way among them), past ones latest first', async () => {
    const memberReservations = vi.fn(async () => ({
      reservations: [august, underWay, endsToday, march],
      claimable: [guestStay],
    }))
    const { state } = flowWith({ memberReservations })
    const loading = state().load('de')
    expect(state().status).toBe('loading')
    await loading
    expect(memberReservations).toHaveBeenCalledWith({ lang: 'de' })
    expect(state()).toMatchObject({
      status: 'loaded',
      language: 'de',
      upcoming: [underWay, august],
      past: [endsToday, march],
      claimable: [guestStay],
      notice: undefined,
    })
  })

  it('claims a guest booking: the answer’s list replaces the old one, in the page’s language, and the claim is told', async () => {
    const claimed = stay('B-GUEST', '2027-09-10', '2027-09-12', {
      propertyName: 'Villa Lavanda',
    })
    const answer = later<MemberReservations>()
    const claimReservation = vi.fn(() => answer.promise)
    const { state } = flowWith({
      ...listing({ reservations: [august], claimable: [guestStay] }),
      claimReservation,
    })
    await state().load('hr')
    const claiming = state().claim('B-GUEST')
    expect(state().claiming).toBe('B-GUEST')
    // A second press while the first is on its way asks nothing.
    expect(await state().claim('B-GUEST')).toBe(false)
    answer.resolve({ reservations: [claimed, august], claimable: [] })
    expect(await claiming).toBe(true)
    expect(claimReservation).toHaveBeenCalledTimes(1)
    expect(claimReservation).toHaveBeenCalledWith({
      bookingId: 'B-GUEST',
      lang: 'hr',
    })
    expect(state()).toMatchObject({
      upcoming: [august, claimed],
      claimable: [],
      claiming: undefined,
      notice: {
        action: 'claim',
        code: 'claimed',
        bookingId: 'B-GUEST',
        propertyName: 'Villa Lavanda',
      },
    })
  })

  it('says a booking no longer there to claim is not found, and offers it no more', async () => {
    const { state } = flowWith({
      ...listing({ reservations: [], claimable: [guestStay] }),
      claimReservation: async () => {
        throw refusal('not_found', 404)
      },
    })
    await state().load('en')
    expect(await state().claim('B-GUEST')).toBe(false)
    expect(state()).toMatchObject({
      claimable: [],
      claiming: undefined,
      notice: { action: 'claim', code: 'not_found', bookingId: 'B-GUEST' },
    })
  })

  it('keeps a booking to claim when the claim got no answer, and says to try again', async () => {
    const { state } = flowWith({
      ...listing({ reservations: [], claimable: [guestStay] }),
      claimReservation: async () => {
        throw refusal('generic', 0)
      },
    })
    await state().load('en')
    expect(await state().claim('B-GUEST')).toBe(false)
    expect(state().claimable).toEqual([guestStay])
    expect(state().notice).toMatchObject({ action: 'claim', code: 'failed' })
  })

  it('says the member is signed out when the session has ended', async () => {
    const { state } = flowWith({
      memberReservations: async () => {
        throw refusal('unauthorized', 401)
      },
    })
    await state().load('en')
    expect(state()).toMatchObject({
      status: 'failed',
      notice: { action: 'list', code: 'signed_out' },
    })
  })

  it('marks the list failed when it cannot be loaded otherwise, and loads it on a retry', async () => {
    let calls = 0
    const { state } = flowWith({
      memberReservations: async () => {
        if (++calls === 1) throw refusal('generic', 500)
        return { reservations: [august], claimable: [] }
      },
    })
    await state().load('en')
    expect(state()).toMatchObject({ status: 'failed', notice: undefined })
    await state().load('en')
    expect(state()).toMatchObject({ status: 'loaded', upcoming: [august] })
  })

  it('shows only the newest list when an older one arrives after it', async () => {
    const first = later<MemberReservations>()
    const answers = [
      first.promise,
      Promise.resolve({ reservations: [august], claimable: [] }),
    ]
    const { state } = flowWith({
      memberReservations: () => answers.shift()!,
    })
    const english = state().load('en')
    await state().load('it')
    first.resolve({ reservations: [march], claimable: [] })
    await english
    expect(state()).toMatchObject({ language: 'it', upcoming: [august] })
  })

  it('forgets everything on reset (signed out), also the answers still on their way', async () => {
    const answer = later<MemberReservations>()
    const { state } = flowWith({ memberReservations: () => answer.promise })
    const loading = state().load('en')
    state().reset()
    answer.resolve({ reservations: [august], claimable: [guestStay] })
    await loading
    expect(state()).toMatchObject({
      status: 'idle',
      language: undefined,
      upcoming: [],
      claimable: [],
      notice: undefined,
    })
  })
})
