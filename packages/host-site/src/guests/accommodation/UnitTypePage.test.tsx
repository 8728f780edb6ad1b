import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { Route, useParams } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { renderSite as render } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { UnitTypePage } from './UnitTypePage'

const STAY = 'dateFrom=2099-07-01&dateTo=2099-07-04&adults=2&children=1'

function FromAddress() {
  const { item = '', kind = '', unitId = '' } = useParams()
  return <UnitTypePage propertyId={item} kind={kind} unitId={unitId} />
}

// As in the site's layout: the page waits for its labels in a Suspense boundary.
const routes = (
  <Route
    path="/:lang/:slug/:item/:kind/:unitId"
    element={
      <Suspense>
        <FromAddress />
      </Suspense>
    }
  />
)

async function renderSite(url: string, api = fakeSiteApi()) {
  await act(async () => {
    render(url, api, routes)
  })
  return api
}

describe('a unit type’s page (issue 16, SPEC 2 rooms and units)', () => {
  it('issue 16: shows the room’s name, its property as a link, pictures, description, facts, amenities and accessibility', async () => {
    const api = await renderSite(
      `/en/accommodation/cissa-rovinj/rooms/cissa-classic?${STAY}`,
    )
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Classic double room',
      }),
    ).toBeVisible()
    expect(api.propertyUnits).toHaveBeenCalledWith({
      lang: 'en',
      propertyId: 'cissa-rovinj',
    })
    expect(screen.getByRole('link', { name: 'Hotel Cissa' })).toHaveAttribute(
      'href',
      `/en/accommodation/cissa-rovinj?${STAY}`,
    )
    const pictures = screen.getByRole('region', { name: 'Pictures' })
    expect(
      within(pictures)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Classic double room, 22 m² — picture 1 of 2',
      'Classic double room, 22 m² — picture 2 of 2',
    ])
    const about = screen.getByRole('region', { name: 'About this room' })
    expect(about).toHaveTextContent('A quiet room towards the pines.')
    const fact = (term: string) =>
      within(about).getByText(term).nextElementSibling
    expect(fact('Size')).toHaveTextContent('22 m²')
    expect(fact('Bedrooms')).toHaveTextContent('1')
    expect(fact('Guests at most')).toHaveTextContent('3')
    expect(fact('Adults at most')).toHaveTextContent('2')
    expect(fact('Children at most')).toHaveTextContent('1')
    expect(
      within(screen.getByRole('region', { name: 'Amenities' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wi-Fi', 'sea view'])
    expect(
      within(screen.getByRole('region', { name: 'Accessibility' })).getByText(
        'lift',
      ),
    ).toBeVisible()
    await waitFor(() =>
      expect(document.title).toBe(
        'Classic double room – Hotel Cissa, Rovinj – Adria Alpe Resorts',
      ),
    )
    await expectNoAxeViolations()
  })

  it('issue 16: “See prices and book” opens the property’s rooms with the stay of the address', async () => {
    await renderSite(
      `/en/accommodation/cissa-rovinj/rooms/cissa-classic?${STAY}`,
    )
    expect(
      await screen.findByRole('link', { name: 'See prices and book' }),
    ).toHaveAttribute(
      'href',
      `/en/accommodation/cissa-rovinj?${STAY}#property-rooms`,
    )
  })

  it('issue 16: without a stay, the call to action opens the property’s rooms all the same', async () => {
    await renderSite('/en/accommodation/cissa-rovinj/rooms/cissa-classic')
    expect(
      await screen.findByRole('link', { name: 'See prices and book' }),
    ).toHaveAttribute('href', '/en/accommodation/cissa-rovinj#property-rooms')
  })

  it('issue 16: links the property’s other room types and its gallery', async () => {
    const user = userEvent.setup()
    await renderSite(
      `/en/accommodation/cissa-rovinj/rooms/cissa-classic?${STAY}`,
    )
    const others = await screen.findByRole('navigation', {
      name: 'Other rooms at Hotel Cissa',
    })
    expect(
      within(others).getByRole('link', { name: 'Junior suite' }),
    ).toHaveAttribute(
      'href',
      `/en/accommodation/cissa-rovinj/rooms/cissa-junior-suite?${STAY}`,
    )
    expect(
      screen.getByRole('link', { name: 'All pictures of Hotel Cissa' }),
    ).toHaveAttribute('href', '/en/gallery/cissa-rovinj')
    await user.click(within(others).getByRole('link', { name: 'Junior suite' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Junior suite' }),
    ).toBeVisible()
    // Honest where nothing is listed.
    expect(
      screen.getByRole('region', { name: 'Accessibility' }),
    ).toHaveTextContent('No particular accessibility features are listed.')
  })

  it('issue 16: a villa’s unit, in German, with the labels of a unit', async () => {
    await renderSite(
      '/de/unterkunft/villa-lavanda-hvar/units/villa-lavanda-house',
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The whole villa' }),
    ).toBeVisible()
    expect(
      screen.getByRole('region', { name: 'Über diese Wohneinheit' }),
    ).toHaveTextContent('180 m²')
    expect(
      screen.getByRole('link', { name: 'Preise ansehen und buchen' }),
    ).toHaveAttribute(
      'href',
      '/de/unterkunft/villa-lavanda-hvar#property-rooms',
    )
    expect(
      within(screen.getByRole('region', { name: 'Ausstattung' })).getByText(
        'privater Pool',
        { exact: false },
      ),
    ).toBeVisible()
  })

  it('issue 16: moves a unit under the wrong kind’s segment to its own, keeping the stay', async () => {
    await renderSite(
      `/en/accommodation/villa-lavanda-hvar/rooms/villa-lavanda-house?${STAY}`,
    )
    await screen.findByRole('heading', { level: 1, name: 'The whole villa' })
    expect(screen.getByTestId('address')).toHaveTextContent(
      `/en/accommodation/villa-lavanda-hvar/units/villa-lavanda-house?${STAY}`,
    )
  })

  it('issue 16: answers the site’s “not found” for an unknown unit or property', async () => {
    await renderSite('/en/accommodation/cissa-rovinj/rooms/no-such-room')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeVisible()
  })

  it('says so, in an alert, when the room cannot be loaded', async () => {
    const propertyUnits = vi.fn(() => Promise.reject(new Error('offline')))
    await renderSite(
      '/it/alloggi/cissa-rovinj/rooms/cissa-classic',
      fakeSiteApi({ propertyUnits }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Al momento non riusciamo a caricare questa pagina.',
    )
  })
})
