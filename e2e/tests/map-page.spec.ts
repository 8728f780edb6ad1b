import type { Page } from '@playwright/test'
import { consoleProblems } from '../support/consoleProblems'
import { expect, expectVisibleFocus, tabTo, test } from '../support/fixtures'

// The seed's fourteen properties, each a marker on the map and an entry of the list.
const PROPERTIES = 14

/** The map's box, once maplibre has drawn into it (at the guest's first interaction). */
async function drawnMap(page: Page) {
  const map = page.getByRole('region', { name: 'Map', exact: true })
  // The guest moves the pointer, again until the page has hydrated and heard it.
  let x = 5
  await expect(async () => {
    await page.mouse.move((x += 7), 5)
    await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({
      timeout: 1_000,
    })
  }).toPass({ timeout: 30_000 })
  // The status over the box goes once the map is drawn; it stays to say the map failed.
  await expect(map.locator('.property-map__status')).toBeHidden({
    timeout: 20_000,
  })
  return map
}

test('issue 16: the map page draws all fourteen properties from the site’s own files, with their list by region, no console error and no serious axe finding', async ({
  page,
  baseURL,
  expectNoSeriousA11yViolations,
}) => {
  const problems = consoleProblems(page)
  // Every request, the worker's too: no tile server, no other origin.
  const site = new URL(baseURL ?? '').origin
  const elsewhere: string[] = []
  page.context().on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== site)
      elsewhere.push(request.url())
  })
  const answer = await page.goto('/en/map')
  expect(answer?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Map of our properties',
  )
  // The list is in the server's HTML: there before the map.
  const list = page.getByRole('region', { name: 'All properties by region' })
  await expect(
    list.getByRole('link', { name: /^Show on the map\s*:/ }),
  ).toHaveCount(PROPERTIES)

  const map = await drawnMap(page)
  const markers = map.locator('a.property-map__marker')
  await expect(markers).toHaveCount(PROPERTIES)
  const names = await markers.evaluateAll((links) =>
    links.map((link) => link.getAttribute('aria-label') ?? ''),
  )
  expect(new Set(names).size).toBe(PROPERTIES)
  for (const name of names)
    expect(name).toMatch(/^.+, (Hotel|Villa|Apartments), /)
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible()

  await expectNoSeriousA11yViolations()
  expect(elsewhere).toEqual([])
  expect(problems).toEqual([])
})

test('issue 16: a keyboard user moves the map with the arrow keys, tabs to a marker that names its property, and opens it', async ({
  page,
}) => {
  const problems = consoleProblems(page)
  await page.goto('/en/map')
  const map = await drawnMap(page)
  const canvas = map.locator('canvas.maplibregl-canvas')
  await expect(canvas).toHaveAttribute('aria-label', /arrow keys/)
  await tabTo(page, canvas)

  const first = map.locator('a.property-map__marker').first()
  const before = await first.boundingBox()
  // Up and down: the map may leave the region's edges no room to the sides.
  await page.keyboard.press('ArrowDown')
  await expect
    .poll(async () => (await first.boundingBox())?.y)
    .not.toBe(before?.y)

  await page.keyboard.press('Tab')
  await expectVisibleFocus(first)
  // Its name shows beside the pin while it has the focus.
  await expect(first.locator('.property-map__marker-name')).toBeVisible()
  const href = (await first.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/en\/accommodation\/[a-z0-9-]+$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === href)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(problems).toEqual([])
})

test('issue 16: ?property= starts the map on that property, and the list’s “show on the map” moves the map and the focus to another', async ({
  page,
}) => {
  const problems = consoleProblems(page)
  await page.goto('/en/map?property=villa-lavanda-hvar')
  await expect(page.getByText('On the map: Villa Lavanda, Hvar')).toBeVisible()
  const map = await drawnMap(page)
  const lavanda = map.locator(
    'a.property-map__marker[href="/en/accommodation/villa-lavanda-hvar"]',
  )
  await expect(lavanda).toHaveAttribute('aria-current', 'true')
  // The map starts centred on it.
  const frame = await map.locator('.property-map__frame').boundingBox()
  const pin = await lavanda.boundingBox()
  expect(frame && pin).toBeTruthy()
  if (frame && pin)
    expect(
      Math.abs(pin.x + pin.width / 2 - (frame.x + frame.width / 2)),
    ).toBeLessThan(4)

  await page
    .getByRole('link', { name: /^Show on the map\s*: Hotel Cissa$/ })
    .click()
  await expect(page).toHaveURL(/\/en\/map\?property=cissa-rovinj$/)
  const cissa = map.locator(
    'a.property-map__marker[href="/en/accommodation/cissa-rovinj"]',
  )
  await expect(cissa).toBeFocused()
  await expect(cissa).toHaveAttribute('aria-current', 'true')
  await expect(lavanda).not.toHaveAttribute('aria-current', 'true')
  expect(problems).toEqual([])
})

test('issue 16: the skip link takes a keyboard user past the map to the list', async ({
  page,
}) => {
  await page.goto('/en/map')
  const skip = page.getByRole('link', {
    name: 'Skip the map and go to the list of properties',
  })
  await tabTo(page, skip)
  await expectVisibleFocus(skip)
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { level: 2, name: 'All properties by region' }),
  ).toBeFocused()
})

test('issue 16: no other page loads maplibre', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/en')
  await page.goto('/en/accommodation/cissa-rovinj')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Idle a moment, as the map page waits for before it loads the map.
  await page.waitForTimeout(2_500)
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((url) => /maplibre|mapView/i.test(url))).toEqual([])
})
