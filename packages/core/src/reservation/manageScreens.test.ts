import { describe, expect, it, vi } from 'vitest'
import { ApiError, type ExistingBookingResponse } from '../api'
import { booked, flowOf, hotel, refused, TOKEN } from './manageFlowFixtures'

const guest = {
  ...booked().userDetails,
  phonenumber: '+385911234567',
  newsletter: false,
  sms: false,
}

describe('manage flow: finding a booking by number and e-mail', () => {
  it('asks for the booking number and e-mail without a link, then opens the booking found', async () => {
    const asked: unknown[] = []
    const { api } = hotel({
      findBooking: (request) => {
        asked.push(request)
        return Promise.resolve({
          bookingURI: `/en/booking/modify?token=${TOKEN}`,
        })
      },
    })
    const { state } = flowOf(api, { token: undefined })
    expect(state().view).toBe('find')
    const finding = state().find({
      bookingId: 'AAR-7K2M9Q',
      email: 'ana.horvat@example.com',
    })
    expect(state().calls.find.busy).toBe(true)
    await expect(finding).resolves.toBe(true)
    expect(asked).toEqual([
      { bookingId: 'AAR-7K2M9Q', email: 'ana.horvat@example.com', lang: 'en' },
    ])
    expect(state()).toMatchObject({ view: 'booking', token: TOKEN })
    expect(state().booking?.bookingId).toBe('AAR-7K2M9Q')
    expect(state().calls.find).toEqual({ busy: false, problem: undefined })
  })

  it('keeps why no booking was found, by kind, until the guest tries again', async () => {
    let answer = () => Promise.reject(refused('not_found', 404))
    const { api } = hotel({ findBooking: () => answer() })
    const { state } = flowOf(api, { token: undefined })
    const query = { bookingId: 'AAR-0000', email: 'ana@example.com' }
    await expect(state().find(query)).resolves.toBe(false)
    expect(state().view).toBe('find')
    expect(state().calls.find).toMatchObject({
      busy: false,
      problem: { kind: 'not_found' },
    })
    answer = () => Promise.reject(refused('rate_limited', 429))
    const again = state().find(query)
    expect(state().calls.find).toEqual({ busy: true, problem: undefined })
    await again
    expect(state().calls.find.problem?.kind).toBe('rate_limited')
  })

  it('asks once while a search is on its way', async () => {
    const findBooking = vi.fn(() =>
      Promise.resolve({ bookingURI: `/en/booking/modify?token=${TOKEN}` }),
    )
    const { state } = flowOf(hotel({ findBooking }).api, { token: undefined })
    const query = { bookingId: 'AAR-7K2M9Q', email: 'ana@example.com' }
    const first = state().find(query)
    await expect(state().find(query)).resolves.toBe(false)
    await first
    expect(findBooking).toHaveBeenCalledOnce()
  })
})

describe('manage flow: guest details', () => {
  it('saves the guest’s details, rebuilds the change from them and says so on the overview', async () => {
    const { api } = hotel({
      editGuest: (request) =>
        Promise.resolve(
          booked({
            userDetails: {
              ...booked().userDetails,
              city: request.guest.city ?? '',
            },
          }),
        ),
    })
    const { state } = flowOf(api)
    await state().load()
    state().go('guest')
    const saving = state().saveGuest({ ...guest, city: 'Split' })
    expect(state().calls.saveGuest.busy).toBe(true)
    await expect(saving).resolves.toBe(true)
    expect(state()).toMatchObject({ view: 'booking', notice: 'guest_saved' })
    expect(state().booking?.userDetails.city).toBe('Split')
    expect(state().calls.saveGuest.busy).toBe(false)
    state().go('cancel')
    expect(state().notice).toBeUndefined()
  })

  it('keeps the fields the server refused, stays on the form and forgets them on leaving it', async () => {
    const { api } = hotel({
      editGuest: () =>
        Promise.reject(
          new ApiError({
            kind: 'missing_params',
            status: 400,
            message: 'refused',
            fields: { 'guest.phonenumber': 'invalid_phone' },
          }),
        ),
    })
    const { state } = flowOf(api)
    await state().load()
    state().go('guest')
    await expect(
      state().saveGuest({ ...guest, phonenumber: 'x' }),
    ).resolves.toBe(false)
    expect(state().view).toBe('guest')
    expect(state().calls.saveGuest).toEqual({
      busy: false,
      problem: expect.objectContaining({
        kind: 'missing_params',
        fields: { 'guest.phonenumber': 'invalid_phone' },
      }),
    })
    state().go('booking')
    state().go('guest')
    expect(state().calls.saveGuest.problem).toBeUndefined()
  })
})

describe('manage flow: reviewing a stay', () => {
  it('issue 16: sends the guest’s review of a stay that is over, marks the booking reviewed and says so', async () => {
    const sent: unknown[] = []
    const { api } = hotel({
      viewBooking: () =>
        Promise.resolve(
          booked({
            checkIn: '2026-06-10',
            checkOut: '2026-06-13',
            review: 'open',
          }),
        ),
      submitReview: (request) => {
        sent.push(request)
        return Promise.resolve({ reviewId: 'r1', status: 'pending' as const })
      },
    })
    const { state, dataLayer } = flowOf(api)
    await state().load()
    const review = { rating: 5, title: 'Lovely', text: 'Quiet and clean.' }
    await expect(state().review(review)).resolves.toBe(true)
    expect(sent).toEqual([{ token: TOKEN, lang: 'en', ...review }])
    expect(state()).toMatchObject({ view: 'booking', notice: 'review_sent' })
    expect(state().booking?.review).toBe('already_reviewed')
    expect(dataLayer).toContainEqual(
      expect.objectContaining({ action: 'stay_reviewed' }),
    )
  })

  it('issue 16: keeps the server’s refusal and the booking as it was', async () => {
    const { api } = hotel({
      viewBooking: () => Promise.resolve(booked({ review: 'open' })),
      submitReview: () =>
        Promise.reject(
          new ApiError({
            kind: 'conflict',
            status: 409,
            message: 'refused',
            fields: { token: 'already_reviewed' },
          }),
        ),
    })
    const { state } = flowOf(api)
    await state().load()
    await expect(
      state().review({ rating: 4, title: 'Good', text: 'Nice stay.' }),
    ).resolves.toBe(false)
    expect(state().calls.review.problem).toMatchObject({
      kind: 'conflict',
      fields: { token: 'already_reviewed' },
    })
    expect(state().booking?.review).toBe('open')
    expect(state().notice).toBeUndefined()
  })
})

describe('manage flow: cancelling', () => {
  it('cancels the booking, tells the page and tracks it', async () => {
    const onCancelled = vi.fn()
    const { state, dataLayer } = flowOf(hotel().api, { onCancelled })
    await state().load()
    state().go('cancel')
    const cancelling = state().cancel()
    expect(state().calls.cancel.busy).toBe(true)
    await expect(cancelling).resolves.toBe(true)
    expect(state().view).toBe('cancelled')
    expect(state().booking?.status).toBe('cancelled')
    expect(onCancelled).toHaveBeenCalledOnce()
    expect(dataLayer).toContainEqual(
      expect.objectContaining({ action: 'booking_cancelled' }),
    )
  })

  it('keeps a failed cancel on the cancel view, the booking as it was, and lets the guest try again', async () => {
    let answer: () => Promise<ExistingBookingResponse> = () =>
      Promise.reject(refused('generic', 500))
    const onCancelled = vi.fn()
    const { state } = flowOf(hotel({ cancelBooking: () => answer() }).api, {
      onCancelled,
    })
    await state().load()
    state().go('cancel')
    await expect(state().cancel()).resolves.toBe(false)
    expect(state()).toMatchObject({
      view: 'cancel',
      calls: { cancel: { busy: false, problem: { kind: 'generic' } } },
    })
    expect(state().booking?.status).toBe('confirmed')
    expect(onCancelled).not.toHaveBeenCalled()
    answer = () =>
      Promise.resolve(booked({ status: 'cancelled', editable: false }))
    await expect(state().cancel()).resolves.toBe(true)
    expect(state().view).toBe('cancelled')
  })
})
