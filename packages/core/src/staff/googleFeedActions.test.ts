import { describe, expect, it } from 'vitest'
import { fakeApiClient, type FakeEndpoints } from '../api/fakeApiClient'
import type { AdminGoogleFeedsResponse } from '../api/googleFeedResponses'
import {
  createGoogleFeedActions,
  currentGoogleFeeds,
  googleFeedUrl,
} from './googleFeedActions'

const feeds = (token: string, rotatedAt: string): AdminGoogleFeedsResponse => ({
  propertyId: 'vala-krk',
  hotelCode: 'vala-krk',
  availabilityUrl: `https://resort.example/api/v1/google/availability.xml?propertyId=vala-krk&token=${token}`,
  ratesUrl: `https://resort.example/api/v1/google/rates.xml?propertyId=vala-krk&token=${token}`,
  hotelListUrl: `https://resort.example/api/v1/google/hotel-list.xml?token=${token}`,
  pointsOfSaleUrl: `https://resort.example/api/v1/google/points-of-sale.xml?token=${token}`,
  rotatedAt,
})

function actionsWith(
  handlers: FakeEndpoints,
  write: (text: string) => Promise<void> = async () => {},
) {
  return createGoogleFeedActions({
    api: fakeApiClient(handlers),
    propertyId: 'vala-krk',
    write,
  })
}

describe('Google’s feed addresses (issue 35, decision 048)', () => {
  it('renews the secret only after a yes, for the property shown, and keeps the new addresses as done', async () => {
    const sent: unknown[] = []
    const renewed = feeds('new', '2030-06-02T09:00:00.000Z')
    const { renewal } = actionsWith({
      rotateGoogleFeeds: async (input) => {
        sent.push(input)
        return renewed
      },
    })
    renewal.getState().ask()
    renewal.getState().cancel()
    expect(sent).toEqual([])
    renewal.getState().ask()
    expect(await renewal.getState().renew()).toBe(true)
    expect(sent).toEqual([{ propertyId: 'vala-krk' }])
    expect(renewal.getState()).toMatchObject({
      asking: false,
      done: renewed,
      justDone: true,
    })
  })

  it('copies the address of the feed asked for, and keeps a refused clipboard as the problem', async () => {
    const written: string[] = []
    let allowed = true
    const { copy, renewal } = actionsWith(
      { rotateGoogleFeeds: async () => feeds('new', '2030-06-02T00:00:00Z') },
      async (text) => {
        if (!allowed) throw new Error('NotAllowedError')
        written.push(text)
      },
    )
    await renewal.getState().renew()
    const listed = feeds('old', '2030-06-01T00:00:00.000Z')
    const url = googleFeedUrl(listed, 'hotelList')
    expect(await copy.getState().copy({ feed: 'hotelList', url })).toBe(true)
    expect(written).toEqual([url])
    expect(copy.getState().done).toBe('hotelList')
    // Only the latest outcome is news.
    expect(renewal.getState().justDone).toBe(false)
    allowed = false
    expect(await copy.getState().copy()).toBe(false)
    expect(copy.getState().problem?.kind).toBe('generic')
  })

  it('shows the renewal’s addresses while the list read before it is older', () => {
    const listed = feeds('old', '2030-06-01T00:00:00.000Z')
    const renewed = feeds('new', '2030-06-02T00:00:00.000Z')
    expect(currentGoogleFeeds(listed, renewed)).toBe(renewed)
    expect(currentGoogleFeeds(listed, undefined)).toBe(listed)
    expect(
      currentGoogleFeeds({ ...listed, propertyId: 'other' }, renewed),
    ).toEqual({ ...listed, propertyId: 'other' })
  })
})
