import { signedInAnswer } from '@resort/core/account/testing'
import { ApiError, type Favourite } from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'

afterEach(() => sessionStorage.clear())

const favourite = (
  propertyId: string,
  name: string,
  overrides: Partial<Favourite> = {},
): Favourite => ({
  propertyId,
  name,
  type: 'hotel',
  city: 'Rovinj',
  regionName: 'Istria',
  image: `/media/properties/${propertyId}/1.svg`,
  href: `/en/accommodation/${propertyId}`,
  addedAt: '2027-03-01T10:00:00.000Z',
  ...overrides,
})
const lavanda = favourite('villa-lavanda-hvar', 'Villa Lavanda', {
  type: 'villa',
  city: 'Hvar',
  regionName: 'Dalmatia',
  addedAt: '2027-03-02T10:00:00.000Z',
})
const cissa = favourite('cissa-rovinj', 'Hotel Cissa')

function member(handlers: FakeEndpoints = {}): FakeEndpoints {
  return {
    checkToken: () => Promise.resolve(signedInAnswer(Date.now())),
    memberFavourites: async () => ({ favourites: [lavanda, cissa], max: 200 }),
    ...handlers,
  }
}

const PAGE = '/en/my-profile/favorites'

describe('my-profile/favorites (SPEC 2): the member’s favourites', () => {
  it('lists them newest first, each leading to its page, with where it is and when it was added', async () => {
    const memberFavourites = vi.fn(async () => ({
      favourites: [lavanda, cissa],
      max: 200,
    }))
    await accountSite(PAGE, member({ memberFavourites }), { signedIn: true })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your favourites' }),
    ).toBeInTheDocument()
    const items = await screen.findAllByRole('article')
    expect(items.map((item) => item.getAttribute('aria-labelledby'))).toEqual([
      'favourite-villa-lavanda-hvar',
      'favourite-cissa-rovinj',
    ])
    expect(memberFavourites).toHaveBeenCalledWith({ lang: 'en' })
    const first = within(items[0]!)
    expect(first.getByRole('link', { name: 'Villa Lavanda' })).toHaveAttribute(
      'href',
      '/en/accommodation/villa-lavanda-hvar',
    )
    expect(first.getByText('Hvar, Dalmatia')).toBeInTheDocument()
    expect(first.getByText('Added on Mar 2, 2027')).toBeInTheDocument()
    expect(
      first.getByRole('button', {
        name: 'Remove Villa Lavanda from your favourites',
      }),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(document.title).toBe('Your favourites – Adria Alpe Resorts'),
    )
    await expectNoAxeViolations()
  })

  it('removes one: it leaves the list, the focus goes to the heading and the removal is announced', async () => {
    const removeFavourite = vi.fn(
      async ({ propertyId }: { propertyId: string }) => ({
        propertyId,
        favourite: false,
      }),
    )
    await accountSite(PAGE, member({ removeFavourite }), { signedIn: true })
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Remove Hotel Cissa from your favourites',
      }),
    )
    expect(removeFavourite).toHaveBeenCalledWith({ propertyId: 'cissa-rovinj' })
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Your favourites' }),
      ).toHaveFocus(),
    )
    expect(
      screen
        .getByText('Hotel Cissa is no longer among your favourites.')
        .closest('[role="status"]'),
    ).not.toBeNull()
    expect(
      screen.queryByRole('link', { name: 'Hotel Cissa' }),
    ).not.toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Villa Lavanda' }),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('puts one back in its place when its removal failed, and says so', async () => {
    await accountSite(
      PAGE,
      member({
        removeFavourite: async () => {
          throw new ApiError({ kind: 'generic', status: 500, message: 'down' })
        },
      }),
      { signedIn: true },
    )
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Remove Villa Lavanda from your favourites',
      }),
    )
    expect(
      await screen.findByText(
        'Villa Lavanda could not be changed. Please try again.',
      ),
    ).toBeInTheDocument()
    const items = screen.getAllByRole('article')
    expect(items.map((item) => item.getAttribute('aria-labelledby'))).toEqual([
      'favourite-villa-lavanda-hvar',
      'favourite-cissa-rovinj',
    ])
  })

  it('says how to add some when there are none yet', async () => {
    await accountSite(
      PAGE,
      member({ memberFavourites: async () => ({ favourites: [], max: 200 }) }),
      { signedIn: true },
    )
    expect(
      await screen.findByText(/You have no favourites yet\./),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Find more properties' }),
    ).toHaveAttribute('href', '/en/search')
    await expectNoAxeViolations()
  })

  it('offers to try again when the list cannot be loaded', async () => {
    let calls = 0
    await accountSite(
      PAGE,
      member({
        memberFavourites: async () => {
          if (++calls === 1)
            throw new ApiError({
              kind: 'generic',
              status: 0,
              message: 'offline',
            })
          return { favourites: [cissa], max: 200 }
        },
      }),
      { signedIn: true },
    )
    await userEvent.click(
      await screen.findByRole('button', { name: 'Try again' }),
    )
    expect(
      await screen.findByRole('link', { name: 'Hotel Cissa' }),
    ).toBeInTheDocument()
  })

  it('speaks the page’s language: the list in German, formally', async () => {
    const memberFavourites = vi.fn(async () => ({
      favourites: [
        favourite('cissa-rovinj', 'Hotel Cissa', {
          regionName: 'Istrien',
          href: '/de/unterkunft/cissa-rovinj',
        }),
      ],
      max: 200,
    }))
    await accountSite(
      '/de/mein-profil/favorites',
      member({ memberFavourites }),
      {
        signedIn: true,
      },
    )
    expect(
      await screen.findByRole('link', { name: 'Hotel Cissa' }),
    ).toHaveAttribute('href', '/de/unterkunft/cissa-rovinj')
    expect(memberFavourites).toHaveBeenCalledWith({ lang: 'de' })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ihre Favoriten' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', {
        name: 'Hotel Cissa aus Ihren Favoriten entfernen',
      }),
    ).toBeInTheDocument()
  })

  it('sends a signed-out visitor to sign in, to come back here after (redirect-page)', async () => {
    const { jar } = await accountSite(PAGE, {})
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/en/sign-in'),
    )
    await waitFor(() =>
      expect(decodeURIComponent(jar.jar.get('redirect-page') ?? '')).toBe(PAGE),
    )
  })
})
