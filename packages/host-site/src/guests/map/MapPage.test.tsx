import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ApiError } from '@resort/core/api'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { Route } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { renderSite as render } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { mapAnswer } from './mapFixtures'
import { MapPage } from './MapPage'
import type { MapView, MapViewOptions } from './mapView'

// The map itself (maplibre, WebGL) is the browser's: e2e/tests/map-page.spec.ts draws it.
const { showMap, view } = vi.hoisted(() => {
  const view = { select: vi.fn(), remove: vi.fn() }
  return {
    view,
    showMap: vi.fn((options: MapViewOptions): MapView => {
      options.onReady()
      return view
    }),
  }
})
vi.mock('./mapView', () => ({ showMap }))

const routes = (
  <>
    <Route
      path="/:lang/*"
      element={
        <Suspense>
          <MapPage />
        </Suspense>
      }
    />
    <Route path="/:lang/accommodation/:id" element={<p>A property</p>} />
  </>
)

async function renderSite(
  url: string,
  interactiveMap = vi.fn(() => Promise.resolve(mapAnswer)),
) {
  await act(async () => {
    render(url, fakeSiteApi({ interactiveMap }), routes)
  })
  return interactiveMap
}

/** The options the page drew the map with, once the guest has moved the pointer. */
// The page and the map's parts are transformed once before the first test, so that no test's
// wait includes it (cold, on a busy machine, it took more than the 12 s a wait allows).
beforeAll(async () => {
  await Promise.all([import('./MapPage'), import('./PropertyMap')])
})

async function drawnWith(): Promise<MapViewOptions> {
  // The map's box waits for it, with its button (in the page's language).
  await screen.findByRole('button', {
    name: /^(Show the interactive map|Interaktive Karte anzeigen)$/,
  })
  // Moved again on each try: a move before the page listens for it would otherwise be lost (a
  // test on a busy machine then waited for a map that was never asked for).
  await waitFor(() => {
    window.dispatchEvent(new Event('pointermove'))
    expect(showMap).toHaveBeenCalled()
  })
  return showMap.mock.calls.at(-1)?.[0] as MapViewOptions
}

const address = () => screen.getByTestId('address').textContent

beforeEach(() => {
  showMap.mockClear()
  view.select.mockClear()
  view.remove.mockClear()
})

describe('the map page (issue 16)', () => {
  it('renders its heading and, as the map’s alternative, every property by region with type, stars and town, each linking to its page', async () => {
    const interactiveMap = await renderSite('/en/map')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Map of our properties',
      }),
    ).toBeVisible()
    // The heading comes before the page's effects have asked for the map (a busy machine shows it).
    await waitFor(() =>
      expect(interactiveMap).toHaveBeenCalledWith({ lang: 'en' }),
    )
    await waitFor(() =>
      expect(document.title).toBe('Map of our properties – Adria Alpe Resorts'),
    )
    const list = await screen.findByRole('region', {
      name: 'All properties by region',
    })
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Istria 2 properties',
      'Dalmatia 2 properties',
      'Lake Garda 1 property',
    ])
    const cissa = within(list).getByRole('link', { name: 'Hotel Cissa' })
    expect(cissa).toHaveAttribute('href', '/en/accommodation/cissa-rovinj')
    const item = cissa.closest('li') as HTMLElement
    expect(item).toHaveTextContent('Hotel')
    expect(item).toHaveTextContent('4 stars')
    expect(item).toHaveTextContent('Rovinj')
    expect(
      within(list).getAllByRole('link', { name: /^Show on the map\s*: / }),
    ).toHaveLength(mapAnswer.points.length)
    await expectNoAxeViolations()
  })

  it('lets keyboard users skip the map to the list, and keeps the map’s box labelled with its keyboard help', async () => {
    await renderSite('/en/map')
    const skip = await screen.findByRole('link', {
      name: 'Skip the map and go to the list of properties',
    })
    expect(skip).toHaveAttribute('href', '#map-list')
    const target = document.getElementById('map-list')
    expect(target).toHaveAccessibleName('All properties by region')
    expect(target).toHaveAttribute('tabindex', '-1')
    const map = screen.getByRole('region', { name: 'Map' })
    expect(map).toHaveTextContent('Tab moves from one property to the next')
    // The skip link comes before the map, the list after it.
    expect(
      skip.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it('draws the map after hydration with a marker per property in the list’s order, each named with its facts, and translated controls', async () => {
    await renderSite('/en/map')
    const options = await drawnWith()
    expect(options.points.map((point) => point.propertyId)).toEqual([
      'cissa-rovinj',
      'oliveto-villas-porec',
      'sustipan-split',
      'villa-lavanda-hvar',
      'ora-riva-del-garda',
    ])
    expect(options.points[0]).toMatchObject({
      label: 'Hotel Cissa, Hotel, 4 stars, Rovinj',
      href: '/en/accommodation/cissa-rovinj',
      latitude: 45.0731,
      longitude: 13.6402,
    })
    expect(options.bounds).toEqual(mapAnswer.bounds)
    expect(options.styleUrl).toBeUndefined()
    expect(options.selectedId).toBeUndefined()
    expect(options.locale['NavigationControl.ZoomIn']).toBe('Zoom in')
    // Drawn: the status no longer says it is loading.
    await waitFor(() =>
      expect(screen.getByRole('status')).not.toHaveTextContent('loading'),
    )
  })

  it('starts on the property the address names (?property=), marked in the list and named above the map', async () => {
    await renderSite('/en/map?property=sustipan-split')
    expect(
      await screen.findByText('On the map: Hotel Sustipan, Split'),
    ).toBeVisible()
    expect(
      screen.getByRole('link', { name: 'Hotel Sustipan', current: true }),
    ).toBeVisible()
    expect((await drawnWith()).selectedId).toBe('sustipan-split')
    expect(view.select).not.toHaveBeenCalled()
  })

  it('moves the map and the focus to a property chosen in the list, without drawing the map again', async () => {
    await renderSite('/en/map')
    await drawnWith()
    await userEvent.click(
      screen.getByRole('link', {
        name: /^Show on the map\s*: Villa Lavanda$/,
      }),
    )
    expect(address()).toBe('/en/map?property=villa-lavanda-hvar')
    expect(view.select).toHaveBeenCalledWith('villa-lavanda-hvar')
    expect(showMap).toHaveBeenCalledTimes(1)
    expect(screen.getByText('On the map: Villa Lavanda, Hvar')).toBeVisible()
  })

  it('opens a property’s page in place when its marker is chosen', async () => {
    await renderSite('/en/map')
    const options = await drawnWith()
    act(() => options.onOpen('/en/accommodation/cissa-rovinj'))
    expect(await screen.findByText('A property')).toBeVisible()
    expect(address()).toBe('/en/accommodation/cissa-rovinj')
    expect(view.remove).toHaveBeenCalled()
  })

  it('says when the browser cannot draw the map, and the list stays', async () => {
    showMap.mockImplementationOnce((options) => {
      options.onFail()
      return view
    })
    await renderSite('/en/map')
    await drawnWith()
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The map cannot be shown in this browser. Every property is in the list below.',
    )
    expect(screen.getByRole('link', { name: 'Hotel Ora' })).toBeVisible()
  })

  it('passes a configured tile style on to the map', async () => {
    await renderSite(
      '/en/map',
      vi.fn(() =>
        Promise.resolve({
          ...mapAnswer,
          styleUrl: 'https://tiles.example/style.json',
        }),
      ),
    )
    expect((await drawnWith()).styleUrl).toBe(
      'https://tiles.example/style.json',
    )
  })

  it('shows the page in German, asking for the German names', async () => {
    const interactiveMap = await renderSite('/de/karte')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Karte unserer Unterkünfte',
      }),
    ).toBeVisible()
    await waitFor(() =>
      expect(interactiveMap).toHaveBeenCalledWith({ lang: 'de' }),
    )
    expect(
      await screen.findByRole('link', {
        name: /^Auf der Karte zeigen\s*: Hotel Cissa$/,
      }),
    ).toBeVisible()
    expect((await drawnWith()).locale['NavigationControl.ZoomIn']).toBe(
      'Hineinzoomen',
    )
  })

  it('issue 16: maplibre loads at the guest’s first interaction, or at the map’s button, not before', async () => {
    await renderSite('/en/map')
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(showMap).not.toHaveBeenCalled()
    const start = screen.getByRole('button', {
      name: 'Show the interactive map',
    })
    act(() => {
      start.click()
    })
    await waitFor(() => expect(showMap).toHaveBeenCalledTimes(1))
    expect(
      screen.queryByRole('button', { name: 'Show the interactive map' }),
    ).toBeNull()
  })

  it('announces an answer that failed, keeping the heading', async () => {
    await renderSite(
      '/en/map',
      vi.fn(() =>
        Promise.reject(
          new ApiError({ kind: 'generic', status: 503, message: 'down' }),
        ),
      ),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The map could not be loaded',
    )
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible()
    expect(showMap).not.toHaveBeenCalled()
  })
})

// A module's static imports (not `import type`, not `import()`), by what they name.
const STATIC_IMPORT =
  /^import\s+(type\s+)?[\w*{}\s,$]+?\s+from\s+'([^']+)'|^import\s+'([^']+)'/gm
const staticImports = (text: string) =>
  [...text.matchAll(STATIC_IMPORT)]
    .filter(([, typeOnly]) => !typeOnly)
    .map(([, , from, sideEffect]) => from ?? sideEffect)

describe('maplibre stays on the map page', () => {
  it('issue 16: only mapView.ts imports maplibre-gl, and only PropertyMap imports mapView, on demand', () => {
    const src = path.resolve(import.meta.dirname, '../..')
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => ({
        file: file.split(path.sep).join('/'),
        text: readFileSync(path.join(src, file), 'utf8'),
      }))
    const importing = (test: (imported: string) => boolean) =>
      files
        .filter(({ text }) =>
          staticImports(text).some((name) => name && test(name)),
        )
        .map(({ file }) => file)
    expect(importing((name) => name.startsWith('maplibre-gl'))).toEqual([
      'guests/map/mapView.ts',
    ])
    expect(importing((name) => name === './mapView')).toEqual([])
    expect(
      files
        .filter(({ text }) => text.includes("import('./mapView')"))
        .map(({ file }) => file),
    ).toEqual(['guests/map/PropertyMap.tsx'])
  })
})
