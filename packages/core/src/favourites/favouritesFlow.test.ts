import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/ApiError'
import {
  fakeApiClient,
  refusal,
  type FakeEndpoints,
} from '../api/fakeApiClient'
import type { Favourite } from '../api/favouritesResponses'
import { createTracker } from '../tracking/createTracker'
import type { DataLayerEntry } from '../tracking/trackingEvents'
import { createFavouritesFlow } from './favouritesFlow'

const favourite = (propertyId: string, name: string): Favourite => ({
  propertyId,
  name,
  type: 'hotel',
  city: 'Rovinj',
  regionName: 'Istria',
  image: `/media/properties/${propertyId}/1.svg`,
  href: `/en/accommodation/${propertyId}`,
  addedAt: '2026-05-01T10:00:00.000Z',
})
const cissa = favourite('cissa-rovinj', 'Hotel Cissa')
const vala = favourite('vala-krk', 'Hotel Vala')
const lavanda = favourite('villa-lavanda-hvar', 'Villa Lavanda')

/** A promise the test settles when it likes: an answer still on its way. */
function later<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

function flowWith(endpoints: FakeEndpoints) {
  const dataLayer: DataLayerEntry[] = []
  const flow = createFavouritesFlow({
    api: fakeApiClient(endpoints),
    tracker: createTracker(dataLayer),
  })
  return { flow, state: () => flow.getState(), dataLayer }
}

const listing = (...favourites: Favourite[]) => ({
  memberFavourites: async () => ({ favourites, max: 200 }),
})

describe('the favourites flow', () => {
  it('loads the member’s favourites in the language asked', async () => {
    const memberFavourites = vi.fn(async () => ({
      favourites: [vala, cissa],
      max: 200,
    }))
    const { state } = flowWith({ memberFavourites })
    await state().load('de')
    expect(memberFavourites).toHaveBeenCalledWith({ lang: 'de' })
    expect(state()).toMatchObject({
      ids: ['vala-krk', 'cissa-rovinj'],
      favourites: [vala, cissa],
      language: 'de',
      listFailed: false,
    })
  })

  it('asks the server once when many buttons ask for the list at once', async () => {
    const memberFavourites = vi.fn(async () => ({
      favourites: [vala],
      max: 200,
    }))
    const { state } = flowWith({ memberFavourites })
    await Promise.all([
      state().load('en'),
      state().load('en'),
      state().load('en'),
    ])
    expect(memberFavourites).toHaveBeenCalledTimes(1)
    await state().load('en')
    expect(memberFavourites).toHaveBeenCalledTimes(2)
    expect(state().ids).toEqual(['vala-krk'])
  })

  it('shows an added favourite at once, then says so and pushes SPEC 4’s add_to_wishlist with the property', async () => {
    const answer = later<{ propertyId: string; favourite: boolean }>()
    const addFavourite = vi.fn(() => answer.promise)
    const { state, dataLayer } = flowWith({ ...listing(), addFavourite })
    await state().load('en')
    const adding = state().toggle({
      propertyId: 'cissa-rovinj',
      name: 'Hotel Cissa',
      price: { amount: 12_350, currency: 'EUR' },
    })
    expect(state().ids).toEqual(['cissa-rovinj'])
    expect(state().pending).toEqual(['cissa-rovinj'])
    expect(dataLayer).toEqual([])

    answer.resolve({ propertyId: 'cissa-rovinj', favourite: true })
    expect(await adding).toBe(true)
    expect(addFavourite).toHaveBeenCalledWith({ propertyId: 'cissa-rovinj' })
    expect(state().pending).toEqual([])
    expect(state().notice).toEqual({
      action: 'add',
      code: 'added',
      propertyId: 'cissa-rovinj',
      name: 'Hotel Cissa',
    })
    expect(dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_wishlist',
        ecommerce: {
          currency: 'EUR',
          value: 123.5,
          items: [
            { item_id: 'cissa-rovinj', item_name: 'Hotel Cissa', price: 123.5 },
          ],
        },
      },
    ])
  })

  it('values a favourite shown without a price at 0 EUR', async () => {
    const { state, dataLayer } = flowWith({
      addFavourite: async ({ propertyId }) => ({ propertyId, favourite: true }),
    })
    await state().add({ propertyId: 'vala-krk', name: 'Hotel Vala' })
    expect(dataLayer.at(-1)).toEqual({
      event: 'add_to_wishlist',
      ecommerce: {
        currency: 'EUR',
        value: 0,
        items: [{ item_id: 'vala-krk', item_name: 'Hotel Vala' }],
      },
    })
  })

  it('removes a favourite that is one, and pushes nothing', async () => {
    const removeFavourite = vi.fn(
      async ({ propertyId }: { propertyId: string }) => ({
        propertyId,
        favourite: false,
      }),
    )
    const { state, dataLayer } = flowWith({
      ...listing(vala, cissa),
      removeFavourite,
    })
    await state().load('en')
    expect(
      await state().toggle({ propertyId: 'cissa-rovinj', name: 'Hotel Cissa' }),
    ).toBe(true)
    expect(removeFavourite).toHaveBeenCalledWith({ propertyId: 'cissa-rovinj' })
    expect(state().ids).toEqual(['vala-krk'])
    expect(state().favourites).toEqual([vala])
    expect(state().notice).toMatchObject({ action: 'remove', code: 'removed' })
    expect(dataLayer).toEqual([])
  })

  it('undoes a refused add and says why: an unknown property, or too many favourites, and tracks nothing', async () => {
    for (const code of ['property_unknown', 'too_many_favourites'] as const) {
      const { state, dataLayer } = flowWith({
        ...listing(vala),
        addFavourite: async () => {
          throw refusal(
            code === 'property_unknown' ? 'missing_params' : 'conflict',
            code === 'property_unknown' ? 400 : 409,
            {
              propertyId: code,
            },
          )
        },
      })
      await state().load('en')
      expect(
        await state().add({ propertyId: 'gone', name: 'Gone Resort' }),
      ).toBe(false)
      expect(state().ids).toEqual(['vala-krk'])
      expect(state().pending).toEqual([])
      expect(state().notice).toEqual({
        action: 'add',
        code,
        propertyId: 'gone',
        name: 'Gone Resort',
      })
      expect(dataLayer).toEqual([])
    }
  })

  it('puts a favourite whose removal failed back in its place in the list', async () => {
    const answer = later<never>()
    const { state } = flowWith({
      ...listing(lavanda, cissa, vala),
      removeFavourite: () => answer.promise,
    })
    await state().load('en')
    const removing = state().remove('cissa-rovinj', 'Hotel Cissa')
    expect(state().favourites).toEqual([lavanda, vala])
    answer.reject(
      new ApiError({ kind: 'generic', status: 0, message: 'offline' }),
    )
    expect(await removing).toBe(false)
    expect(state().favourites).toEqual([lavanda, cissa, vala])
    expect(state().ids).toEqual(
      expect.arrayContaining([
        'villa-lavanda-hvar',
        'cissa-rovinj',
        'vala-krk',
      ]),
    )
    expect(state().notice).toEqual({
      action: 'remove',
      code: 'failed',
      propertyId: 'cissa-rovinj',
      name: 'Hotel Cissa',
    })
  })

  it('says the member is signed out when the session has ended, and undoes the change', async () => {
    const { state } = flowWith({
      addFavourite: async () => {
        throw refusal('unauthorized', 401)
      },
      memberFavourites: async () => {
        throw refusal('unauthorized', 401)
      },
    })
    expect(
      await state().add({ propertyId: 'vala-krk', name: 'Hotel Vala' }),
    ).toBe(false)
    expect(state().ids).toEqual([])
    expect(state().notice).toMatchObject({ action: 'add', code: 'signed_out' })
    await state().load('en')
    expect(state().notice).toEqual({ action: 'list', code: 'signed_out' })
  })

  it('marks the list failed when it cannot be loaded otherwise', async () => {
    const { state } = flowWith({
      memberFavourites: async () => {
        throw refusal('generic', 500)
      },
    })
    await state().load('en')
    expect(state()).toMatchObject({ listFailed: true, ids: undefined })
  })

  it('ignores a second press on a property while its change is on the way', async () => {
    const answer = later<{ propertyId: string; favourite: boolean }>()
    const addFavourite = vi.fn(() => answer.promise)
    const { state } = flowWith({ addFavourite })
    const first = state().toggle({ propertyId: 'vala-krk', name: 'Hotel Vala' })
    expect(
      await state().toggle({ propertyId: 'vala-krk', name: 'Hotel Vala' }),
    ).toBe(false)
    answer.resolve({ propertyId: 'vala-krk', favourite: true })
    expect(await first).toBe(true)
    expect(addFavourite).toHaveBeenCalledTimes(1)
    expect(state().ids).toEqual(['vala-krk'])
  })

  it('keeps a change on its way when a list that does not know it yet arrives', async () => {
    const answer = later<{ propertyId: string; favourite: boolean }>()
    const { state } = flowWith({
      ...listing(vala),
      addFavourite: () => answer.promise,
    })
    const adding = state().add({
      propertyId: 'cissa-rovinj',
      name: 'Hotel Cissa',
    })
    await state().load('en')
    expect(state().ids).toEqual(['vala-krk', 'cissa-rovinj'])
    answer.resolve({ propertyId: 'cissa-rovinj', favourite: true })
    await adding
    expect(state().ids).toEqual(['vala-krk', 'cissa-rovinj'])
  })

  it('forgets everything on reset (signed out), also the answers still on their way', async () => {
    const answer = later<{ propertyId: string; favourite: boolean }>()
    const { state, dataLayer } = flowWith({
      ...listing(vala),
      addFavourite: () => answer.promise,
    })
    await state().load('en')
    const adding = state().add({
      propertyId: 'cissa-rovinj',
      name: 'Hotel Cissa',
    })
    state().reset()
    answer.resolve({ propertyId: 'cissa-rovinj', favourite: true })
    expect(await adding).toBe(false)
    expect(state()).toMatchObject({
      ids: undefined,
      favourites: undefined,
      pending: [],
      notice: undefined,
    })
    expect(dataLayer).toEqual([])
  })
})
