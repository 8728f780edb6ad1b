import { createAccountFlow } from '@resort/core/account'
import {
  memoryCookies,
  sessionUserCookie,
  signedInAnswer,
} from '@resort/core/account/testing'
import { ApiError, type FavouriteChanged } from '@resort/core/api'
import { fakeApiClient, type FakeEndpoints } from '@resort/core/api/testing'
import { createTracker } from '@resort/core/tracking'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { slugRoutes } from '../../platform/routing/slugRoutes'
import { expectNoAxeViolations } from '../../testing/axe'
import { renderSite } from '../../testing/renderSite'
import { FavouriteButton } from './FavouriteButton'
import { SearchResultExtras } from './SearchResultExtras'

const PAGE = '/en/accommodation/cissa-rovinj?dateFrom=2099-07-01'

const routes = (
  <Route path="/:lang">
    <Route
      path="accommodation/:item"
      element={
        <main>
          <h1>Hotel Cissa</h1>
          <FavouriteButton
            propertyId="cissa-rovinj"
            name="Hotel Cissa"
            price={{ amount: 40_280, currency: 'EUR' }}
          />
        </main>
      }
    />
    {slugRoutes('signIn', <main>Sign-in page</main>)}
    <Route path="*" element={<main>Another page</main>} />
  </Route>
)

/** The property page with its button, the member signed in (or not), against fake answers. */
async function propertyPage(
  api: FakeEndpoints,
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  const jar = memoryCookies(signedIn ? sessionUserCookie(Date.now()) : {})
  const flow = createAccountFlow({
    api: fakeApiClient(api),
    tracker: createTracker([]),
    cookies: jar.cookies,
    writeCookie: jar.writeCookie,
    storage: sessionStorage,
  })
  await act(async () => {
    renderSite(PAGE, api, routes, { flow })
  })
}

const member = (handlers: FakeEndpoints = {}): FakeEndpoints => ({
  checkToken: async () => signedInAnswer(Date.now()),
  memberFavourites: async () => ({ favourites: [], max: 200 }),
  ...handlers,
})

const changed = (
  propertyId: string,
  favourite: boolean,
): Promise<FavouriteChanged> => Promise.resolve({ propertyId, favourite })

const button = () =>
  screen.getByRole('button', { name: 'Favourite: Hotel Cissa' })

const dataLayer = () =>
  (globalThis as { dataLayer?: unknown[] }).dataLayer ?? []

beforeEach(() => {
  ;(globalThis as { dataLayer?: unknown[] }).dataLayer = []
})
afterEach(() => sessionStorage.clear())

describe('FavouriteButton', () => {
  it('is a toggle button named after the property that keeps it as a favourite, says so and pushes add_to_wishlist (SPEC 4)', async () => {
    const addFavourite = vi.fn(({ propertyId }: { propertyId: string }) =>
      changed(propertyId, true),
    )
    await propertyPage(member({ addFavourite }))
    await waitFor(() =>
      expect(button()).toHaveAttribute('aria-pressed', 'false'),
    )
    await expectNoAxeViolations()

    await userEvent.click(button())
    expect(button()).toHaveAttribute('aria-pressed', 'true')
    expect(addFavourite).toHaveBeenCalledWith({ propertyId: 'cissa-rovinj' })
    const status = await screen.findByText(
      'Hotel Cissa is now among your favourites.',
    )
    expect(status.closest('[role="status"]')).not.toBeNull()
    expect(
      screen.getByRole('link', { name: 'Your favourites' }),
    ).toHaveAttribute('href', '/en/my-profile/favorites')
    expect(dataLayer()).toContainEqual({
      event: 'add_to_wishlist',
      ecommerce: {
        currency: 'EUR',
        value: 402.8,
        items: [
          { item_id: 'cissa-rovinj', item_name: 'Hotel Cissa', price: 402.8 },
        ],
      },
    })
    await expectNoAxeViolations()
  })

  it('shows a favourite pressed, and takes it off when pressed', async () => {
    const removeFavourite = vi.fn(({ propertyId }: { propertyId: string }) =>
      changed(propertyId, false),
    )
    await propertyPage(
      member({
        memberFavourites: async () => ({
          favourites: [
            {
              propertyId: 'cissa-rovinj',
              name: 'Hotel Cissa',
              type: 'hotel',
              city: 'Rovinj',
              regionName: 'Istria',
              image: '',
              href: '/en/accommodation/cissa-rovinj',
              addedAt: '2027-03-01T10:00:00.000Z',
            },
          ],
          max: 200,
        }),
        removeFavourite,
      }),
    )
    await waitFor(() =>
      expect(button()).toHaveAttribute('aria-pressed', 'true'),
    )
    await userEvent.click(button())
    expect(button()).toHaveAttribute('aria-pressed', 'false')
    expect(removeFavourite).toHaveBeenCalledWith({ propertyId: 'cissa-rovinj' })
    expect(
      await screen.findByText(
        'Hotel Cissa is no longer among your favourites.',
      ),
    ).toBeInTheDocument()
    expect(dataLayer()).toEqual([])
  })

  it('undoes a refused change and says why', async () => {
    await propertyPage(
      member({
        addFavourite: async () => {
          throw new ApiError({
            kind: 'conflict',
            status: 409,
            message: 'too many',
            fields: { propertyId: 'too_many_favourites' },
          })
        },
      }),
    )
    await waitFor(() =>
      expect(button()).toHaveAttribute('aria-pressed', 'false'),
    )
    await userEvent.click(button())
    expect(
      await screen.findByText(
        'You already keep 200 favourites, the most one may. Remove one first.',
        { exact: false },
      ),
    ).toBeInTheDocument()
    expect(button()).toHaveAttribute('aria-pressed', 'false')
    expect(dataLayer()).toEqual([])
    await expectNoAxeViolations()
  })

  it('works by keyboard: Space and Enter toggle it, and the focus stays on it', async () => {
    await propertyPage(
      member({
        addFavourite: ({ propertyId }) => changed(propertyId, true),
        removeFavourite: ({ propertyId }) => changed(propertyId, false),
      }),
    )
    await waitFor(() =>
      expect(button()).toHaveAttribute('aria-pressed', 'false'),
    )
    await userEvent.tab()
    expect(button()).toHaveFocus()
    await userEvent.keyboard(' ')
    await screen.findByText('Hotel Cissa is now among your favourites.')
    expect(button()).toHaveAttribute('aria-pressed', 'true')
    expect(button()).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await screen.findByText('Hotel Cissa is no longer among your favourites.')
    expect(button()).toHaveAttribute('aria-pressed', 'false')
    expect(button()).toHaveFocus()
  })

  it('leads a signed-out visitor to sign in, to come back to this page after (redirect-page)', async () => {
    const addFavourite = vi.fn()
    await propertyPage({ addFavourite }, { signedIn: false })
    expect(button()).toHaveAttribute('aria-pressed', 'false')
    expect(button()).toHaveAccessibleDescription('Sign in to keep favourites.')
    await expectNoAxeViolations()
    await userEvent.click(button())
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        `/en/sign-in?return=${encodeURIComponent(PAGE)}`,
      ),
    )
    expect(addFavourite).not.toHaveBeenCalled()
  })

  it('offers signing in again when the session has ended meanwhile', async () => {
    const unauthorized = () =>
      new ApiError({ kind: 'unauthorized', status: 401, message: 'signed out' })
    await propertyPage(
      member({
        addFavourite: async () => {
          throw unauthorized()
        },
      }),
    )
    await waitFor(() =>
      expect(button()).toHaveAttribute('aria-pressed', 'false'),
    )
    await userEvent.click(button())
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in' }))
    expect(screen.getByTestId('address')).toHaveTextContent(
      `/en/sign-in?return=${encodeURIComponent(PAGE)}`,
    )
  })
})

describe('SearchResultExtras (the host site’s part of each search result)', () => {
  it('gives each result the link to its rooms and its favourite button, in the page’s language', async () => {
    renderSite(
      '/de/suche',
      {},
      <Route
        path="/:lang/*"
        element={
          <main>
            <SearchResultExtras
              name="Villa Lavanda"
              propertyId="villa-lavanda-hvar"
              dateFrom="2099-07-01"
              dateTo="2099-07-04"
              adults={2}
              children={0}
            />
          </main>
        }
      />,
    )
    expect(
      screen.getByRole('link', { name: 'Villa Lavanda: Zimmer und Details' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Favorit: Villa Lavanda' }),
    ).toHaveAttribute('aria-pressed', 'false')
    await expectNoAxeViolations()
  })
})
