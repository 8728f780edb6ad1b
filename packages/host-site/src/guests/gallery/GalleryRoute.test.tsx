import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { Route } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { slugRoutes } from '../../platform/routing/slugRoutes'
import { expectNoAxeViolations } from '../../testing/axe'
import { renderSite as render } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { NotFoundPage } from '../pages/NotFoundPage'
import { GalleryRoute } from './GalleryRoute'

// The same routes as the site: the gallery under every language's slug, else not found. The
// page waits for its labels in a Suspense boundary, as in the site's layout.
const routes = (
  <Route path="/:lang">
    {slugRoutes(
      'gallery',
      <Suspense>
        <GalleryRoute />
      </Suspense>,
      [':propertyId'],
    )}
    <Route path="*" element={<NotFoundPage />} />
  </Route>
)

async function renderSite(url: string, api = fakeSiteApi()) {
  await act(async () => {
    render(url, api, routes)
  })
  return api
}

const thumbnail = (caption: string) =>
  screen.getByRole('button', { name: caption })

describe('the gallery (issue 16, SPEC 2 gallery)', () => {
  it('issue 16: lists every property with its first picture and how many pictures its gallery holds, each linking to its gallery', async () => {
    const api = await renderSite('/en/gallery')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gallery' }),
    ).toBeVisible()
    expect(api.propertyUnits).toHaveBeenCalledWith({ lang: 'en' })
    const cissa = screen.getByRole('article', { name: 'Hotel Cissa' })
    expect(
      within(cissa).getByRole('link', { name: 'Hotel Cissa' }),
    ).toHaveAttribute('href', '/en/gallery/cissa-rovinj')
    // Three of its own, two and one of its room types.
    expect(cissa).toHaveTextContent('Rovinj · 6 pictures')
    expect(cissa.querySelector('img')).toHaveAttribute(
      'src',
      '/media/properties/cissa-rovinj/1-640.webp',
    )
    expect(
      screen.getByRole('article', { name: 'Villa Lavanda' }),
    ).toHaveTextContent('Hvar · 4 pictures')
    await waitFor(() =>
      expect(document.title).toBe('Gallery – Adria Alpe Resorts'),
    )
    await expectNoAxeViolations()
  })

  it('issue 16: shows a property’s pictures, its own and then each unit type’s under its name, captioned, the first loaded first and the rest lazily', async () => {
    const api = await renderSite('/en/gallery/cissa-rovinj')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hotel Cissa' }),
    ).toBeVisible()
    expect(api.propertyUnits).toHaveBeenCalledWith({
      lang: 'en',
      propertyId: 'cissa-rovinj',
    })
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent),
    ).toEqual(['The property', 'Classic double room', 'Junior suite'])
    const own = screen.getByRole('region', { name: 'The property' })
    expect(
      within(own)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Hotel Cissa, Rovinj — picture 1 of 3',
      'Hotel Cissa, Rovinj — picture 2 of 3',
      'Hotel Cissa, Rovinj — picture 3 of 3',
    ])
    const classic = screen.getByRole('region', { name: 'Classic double room' })
    expect(within(classic).getAllByRole('button')[1]).toHaveAccessibleName(
      'Classic double room, 22 m² — picture 2 of 2',
    )
    expect(
      within(classic).getByRole('link', {
        name: 'Details: Classic double room',
      }),
    ).toHaveAttribute(
      'href',
      '/en/accommodation/cissa-rovinj/rooms/cissa-classic',
    )
    const pictures = [...document.querySelectorAll('.picture-grid img')]
    expect(pictures).toHaveLength(6)
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high')
    for (const picture of pictures.slice(1))
      expect(picture).toHaveAttribute('loading', 'lazy')
    expect(
      screen.getByRole('link', { name: 'Hotel Cissa: rooms and prices' }),
    ).toHaveAttribute('href', '/en/accommodation/cissa-rovinj')
    expect(screen.getByRole('link', { name: 'All galleries' })).toHaveAttribute(
      'href',
      '/en/gallery',
    )
    await waitFor(() =>
      expect(document.title).toBe(
        'Hotel Cissa, Rovinj: pictures – Adria Alpe Resorts',
      ),
    )
    await expectNoAxeViolations()
  })

  it('issue 16: opens a picture in a modal viewer from the keyboard; the arrow keys, Home and End move, Escape closes and focus is back on the thumbnail', async () => {
    const user = userEvent.setup()
    await renderSite('/en/gallery/cissa-rovinj')
    const opener = await screen.findByRole('button', {
      name: 'Hotel Cissa, Rovinj — picture 2 of 3',
    })
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog')
    opener.focus()
    await user.keyboard('{Enter}')

    const viewer = screen.getByRole('dialog', {
      name: 'Pictures of Hotel Cissa',
    })
    expect(viewer).toHaveAttribute('open')
    expect(viewer).toHaveAccessibleDescription(
      '2 of 6 Hotel Cissa, Rovinj — picture 2 of 3',
    )
    expect(within(viewer).getByRole('img')).toHaveAttribute(
      'alt',
      'Hotel Cissa, Rovinj — picture 2 of 3',
    )
    // Focus is in the viewer, so its keys are heard.
    expect(viewer).toContainElement(document.activeElement as HTMLElement)
    const caption = within(viewer).getByText(/of 6/).parentElement
    expect(caption).toHaveAttribute('aria-live', 'polite')

    await user.keyboard('{ArrowRight}')
    expect(caption).toHaveTextContent(
      '3 of 6 Hotel Cissa, Rovinj — picture 3 of 3',
    )
    await user.keyboard('{ArrowRight}')
    expect(caption).toHaveTextContent(
      '4 of 6 Classic double room, 22 m² — picture 1 of 2',
    )
    await user.keyboard('{End}')
    expect(caption).toHaveTextContent(
      '6 of 6 Junior suite, 35 m² — picture 1 of 1',
    )
    // Round the ends, both ways.
    await user.keyboard('{ArrowRight}')
    expect(caption).toHaveTextContent('1 of 6')
    await user.keyboard('{ArrowLeft}')
    expect(caption).toHaveTextContent('6 of 6')
    await user.keyboard('{Home}')
    expect(caption).toHaveTextContent('1 of 6')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    // Back where the guest was: on the thumbnail that opened it, not the one last shown.
    expect(thumbnail('Hotel Cissa, Rovinj — picture 2 of 3')).toHaveFocus()
  })

  it('issue 16: moves with the viewer’s Previous and Next buttons and closes with Close, focus back on the thumbnail', async () => {
    const user = userEvent.setup()
    await renderSite('/en/gallery/cissa-rovinj')
    await user.click(
      await screen.findByRole('button', {
        name: 'Classic double room, 22 m² — picture 1 of 2',
      }),
    )
    const viewer = screen.getByRole('dialog')
    expect(viewer).toHaveTextContent('4 of 6')
    await user.click(within(viewer).getByRole('button', { name: 'Next' }))
    expect(viewer).toHaveTextContent('5 of 6')
    await user.click(within(viewer).getByRole('button', { name: 'Previous' }))
    await user.click(within(viewer).getByRole('button', { name: 'Previous' }))
    expect(viewer).toHaveTextContent('3 of 6')
    await expectNoAxeViolations()
    await user.click(within(viewer).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(
      thumbnail('Classic double room, 22 m² — picture 1 of 2'),
    ).toHaveFocus()
  })

  it('issue 16: captions in the page’s language', async () => {
    await renderSite('/hr/galerija/villa-lavanda-hvar')
    expect(
      await screen.findByRole('button', {
        name: 'The whole villa, 180 m² – slika 2 od 2',
      }),
    ).toBeVisible()
    expect(
      screen.getByRole('button', {
        name: 'Villa Lavanda, Hvar – slika 1 od 2',
      }),
    ).toBeVisible()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Objekt' }),
    ).toBeVisible()
  })

  it('issue 16: moves another language’s slug to this language’s own, keeping the property', async () => {
    await renderSite('/de/gallery/cissa-rovinj')
    await screen.findByRole('heading', { level: 1, name: 'Hotel Cissa' })
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/de/galerie/cissa-rovinj',
    )
  })

  it('issue 16: answers the site’s “not found” for an unknown property', async () => {
    await renderSite('/en/gallery/no-such-hotel')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeVisible()
  })

  it('says so, in an alert, when the pictures cannot be loaded', async () => {
    await renderSite(
      '/sl/galerija',
      fakeSiteApi({
        propertyUnits: vi.fn(() => Promise.reject(new Error('offline'))),
      }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Te strani trenutno ne moremo naložiti.',
    )
  })
})
