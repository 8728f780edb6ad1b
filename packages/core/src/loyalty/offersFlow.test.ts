import { describe, expect, it, vi } from 'vitest'
import {
  fakeApiClient,
  refusal,
  type FakeEndpoints,
} from '../api/fakeApiClient'
import type { MemberOffer } from '../api/memberOffersResponses'
import { SESSION_KEYS } from '../reservation/sessionState'
import { memoryStorage } from '../reservation/testing'
import { createOffersFlow, teaserOffer } from './offersFlow'

const offer = (id: string, activatedAt: string | null = null): MemberOffer => ({
  id,
  slug: id,
  title: `Offer ${id}`,
  summary: 'Summary',
  terms: 'Terms',
  bonus: { kind: 'fixed', value: 1000 },
  minNights: 4,
  covers: ['Istria'],
  stay: { from: '2027-04-01', to: '2027-06-15' },
  activation: { from: '2026-06-16', until: '2027-06-15' },
  activatedAt,
})

function flowWith(endpoints: FakeEndpoints, storage = memoryStorage()) {
  const logger = { error: vi.fn() }
  const flow = createOffersFlow({
    api: fakeApiClient(endpoints),
    storage,
    logger,
  })
  return { flow, state: () => flow.getState(), storage, logger }
}

const listing = (...offers: MemberOffer[]) => ({
  memberOffers: async () => ({ offers }),
})

describe('the exclusive offers flow (decision 024)', () => {
  it('loads the member’s offers in the language asked', async () => {
    const memberOffers = vi.fn(async () => ({ offers: [offer('spring')] }))
    const { state } = flowWith({ memberOffers })
    await state().load('de')
    expect(memberOffers).toHaveBeenCalledWith({ lang: 'de' })
    expect(state()).toMatchObject({
      offers: [offer('spring')],
      language: 'de',
      notMember: false,
      loadFailed: false,
    })
  })

  it('knows an account that has not joined the club (not_a_member) from a failed load', async () => {
    const notMember = flowWith({
      memberOffers: async () => {
        throw refusal('missing_params', 400, { offers: 'not_a_member' })
      },
    })
    await notMember.state().load('en')
    expect(notMember.state()).toMatchObject({ notMember: true, offers: [] })
    const failing = flowWith({
      memberOffers: async () => {
        throw refusal('generic', 500)
      },
    })
    await failing.state().load('en')
    expect(failing.state()).toMatchObject({
      notMember: false,
      loadFailed: true,
      offers: undefined,
    })
  })

  it('activates an offer in the page’s language and keeps the answer’s activation', async () => {
    const activateOffer = vi.fn(async () => ({
      offer: offer('spring', '2026-11-26T10:00:00.000Z'),
    }))
    const { state } = flowWith({
      ...listing(offer('winter'), offer('spring')),
      activateOffer,
    })
    await state().load('hr')
    expect(await state().activate('spring')).toBe(true)
    expect(activateOffer).toHaveBeenCalledWith({
      offerId: 'spring',
      lang: 'hr',
    })
    expect(state().activated).toBe('spring')
    expect(state().offers?.map((item) => item.activatedAt)).toEqual([
      null,
      '2026-11-26T10:00:00.000Z',
    ])
  })

  it.each([
    [
      'outside its activation days',
      refusal('missing_params', 400, { offerId: 'offer_not_active' }),
      'offer_not_active',
    ],
    ['gone from the catalog', refusal('not_found', 404), 'not_found'],
    [
      'not a club member',
      refusal('missing_params', 400, { offerId: 'not_a_member' }),
      'not_a_member',
    ],
    ['no answer', refusal('generic', 0), 'failed'],
  ] as const)(
    'keeps a refusal at its offer (%s) and the list as it was',
    async (_case, error, code) => {
      const { state } = flowWith({
        ...listing(offer('winter'), offer('spring')),
        activateOffer: async () => {
          throw error
        },
      })
      await state().load('en')
      expect(await state().activate('spring')).toBe(false)
      expect(state().refusals).toEqual({ spring: code })
      expect(state().busy).toBeUndefined()
      expect(state().offers).toEqual([offer('winter'), offer('spring')])
    },
  )

  it('forgets an offer’s refusal when it is tried again', async () => {
    let answer: () => Promise<{ offer: MemberOffer }> = async () => {
      throw refusal('generic', 500)
    }
    const { state } = flowWith({
      ...listing(offer('spring')),
      activateOffer: () => answer(),
    })
    await state().load('en')
    await state().activate('spring')
    expect(state().refusals).toEqual({ spring: 'failed' })
    answer = async () => ({
      offer: offer('spring', '2026-11-26T10:00:00.000Z'),
    })
    expect(await state().activate('spring')).toBe(true)
    expect(state().refusals).toEqual({})
  })

  it('ignores an answer that comes after the member signed out', async () => {
    let resolve: ((value: { offers: MemberOffer[] }) => void) | undefined
    const { state } = flowWith({
      memberOffers: () =>
        new Promise((yes) => {
          resolve = yes
        }),
    })
    const loading = state().load('en')
    await vi.waitFor(() => expect(resolve).toBeDefined())
    state().reset()
    resolve!({ offers: [offer('spring')] })
    await loading
    expect(state().offers).toBeUndefined()
  })
})

describe('the profile’s teaser (SPEC 9 promo_box)', () => {
  it('names the first offer not activated yet, and none when all are', async () => {
    const { state } = flowWith(
      listing(offer('winter', '2026-11-01T10:00:00.000Z'), offer('spring')),
    )
    await state().load('en')
    expect(teaserOffer(state())?.id).toBe('spring')
    const allActive = flowWith(
      listing(offer('winter', '2026-11-01T10:00:00.000Z')),
    )
    await allActive.state().load('en')
    expect(teaserOffer(allActive.state())).toBeUndefined()
  })

  it('stays dismissed for the browser session: kept under promo_box, read by a new flow (a reload)', async () => {
    const storage = memoryStorage()
    const { state } = flowWith(listing(offer('spring')), storage)
    await state().load('en')
    state().dismissPromo()
    expect(teaserOffer(state())).toBeUndefined()
    expect(JSON.parse(storage.data.get(SESSION_KEYS.promoBox)!)).toEqual({
      dismissed: true,
    })
    const reloaded = flowWith(listing(offer('spring')), storage)
    await reloaded.state().load('en')
    expect(reloaded.state().promoDismissed).toBe(true)
    expect(teaserOffer(reloaded.state())).toBeUndefined()
    // A new browser session starts with empty session storage: the teaser shows again.
    const newSession = flowWith(listing(offer('spring')))
    await newSession.state().load('en')
    expect(teaserOffer(newSession.state())?.id).toBe('spring')
  })

  it('hides the teaser for the page even where session storage fails (logged only)', async () => {
    const { state, logger } = flowWith(
      listing(offer('spring')),
      memoryStorage(true),
    )
    await state().load('en')
    state().dismissPromo()
    expect(teaserOffer(state())).toBeUndefined()
    expect(logger.error).toHaveBeenCalled()
  })
})
