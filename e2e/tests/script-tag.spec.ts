import { expect, test } from '../support/fixtures'

test('a partner page with one script tag shows a working resort-search', async ({
  page,
  stayFrom,
  expectNoSeriousA11yViolations,
  examplesOrigin,
}) => {
  await page.goto(`${examplesOrigin}/script-tag/`)
  const widget = page.locator('resort-search')
  await expect(
    widget.getByRole('heading', { name: 'Finden Sie Ihren Aufenthalt' }),
  ).toBeVisible()

  await widget
    .getByRole('combobox', { name: 'Reiseziel oder Unterkunft' })
    .fill('Bled')
  const stay = stayFrom(20, 1)
  await widget.getByLabel('Anreise').fill(stay.dateFrom)
  await widget.getByLabel('Abreise').fill(stay.dateTo)
  await widget.getByRole('button', { name: 'Suchen' }).click()

  // Real results from the resort's server, called cross-origin from the partner's page.
  const first = widget.getByRole('article').first()
  await expect(first).toBeVisible()
  await expect(widget.getByRole('status')).toHaveText(
    /^\d+ Unterk(unft|ünfte) verfügbar\.$/,
  )
  await expect(first).toContainText(/Bled/)
  // Its picture comes from the resort's server too, allowed cross-origin.
  const picture = first.locator('img')
  await expect(picture).toHaveJSProperty('complete', true)
  expect(
    await picture.evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0)
  await expect(first).toContainText(/ab [\d.]+,\d{2}\s€ pro Nacht/)
  await expect(first).toContainText(/[\d.]+,\d{2}\s€ für 1 Nacht/)
  await expectNoSeriousA11yViolations()

  await first.getByRole('button', { name: /auswählen$/ }).click()
  // Issue 33: the booking the partner's script opens below every result comes into view, with
  // the focus on its rooms, in the partner's colour.
  const rooms = page
    .locator('resort-booking')
    .getByRole('heading', { name: 'Wählen Sie Ihre Zimmer' })
  await expect(rooms).toBeFocused()
  await expect(rooms).toBeInViewport()
  await expect(
    page
      .locator('resort-booking')
      .getByRole('button', { name: / hinzufügen$/ })
      .first(),
  ).toHaveCSS('background-color', 'rgb(122, 46, 14)')
  // The events crossed the shadow root and reached the partner's own script.
  const events = page
    .locator('#widget-events li')
    .filter({ hasText: /^resort:(search|property-selected) / })
  await expect(events).toHaveCount(2)
  // Tracking events come as resort:* DOM events too.
  await expect(
    page.locator('#widget-events li').filter({ hasText: 'resort:select_item' }),
  ).toHaveCount(1)
  await expect(events.first()).toHaveText(
    `resort:search {"destination":"Bled","dateFrom":"${stay.dateFrom}","dateTo":"${stay.dateTo}","nights":1,"adults":2,"children":0}`,
  )
  await expect(events.nth(1)).toHaveText(
    new RegExp(
      `^resort:property-selected \\{"propertyId":"[^"]+","dateFrom":"${stay.dateFrom}","dateTo":"${stay.dateTo}","adults":2,"children":0\\}$`,
    ),
  )
  const pushed = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.map(
      (entry) => entry.event,
    ),
  )
  expect(pushed).toEqual(
    expect.arrayContaining(['view_item_list', 'select_item']),
  )
})

test("the partner's CSS does not leak into the widget, but its theme variables do", async ({
  page,
  examplesOrigin,
}) => {
  await page.goto(`${examplesOrigin}/script-tag/`)
  const button = page
    .locator('resort-search')
    .getByRole('button', { name: 'Suchen' })
  await expect(button).toBeVisible()
  await expect(button).toHaveCSS('background-color', 'rgb(122, 46, 14)')
  await expect(button).not.toHaveCSS('font-size', '30px')
})

test('an element added after the page loaded works, in its own language', async ({
  page,
  examplesOrigin,
}) => {
  await page.goto(`${examplesOrigin}/script-tag/`)
  await expect(
    page
      .locator('resort-search')
      .first()
      .getByRole('button', { name: 'Suchen' }),
  ).toBeVisible()
  await page.evaluate(() => {
    const element = document.createElement('resort-search')
    element.setAttribute('lang', 'sl')
    element.id = 'late'
    document.querySelector('main')?.append(element)
  })
  const late = page.locator('#late')
  await expect(late.getByRole('button', { name: 'Išči' })).toBeVisible()
  // The first element keeps its own language: its buttons are German.
  await expect(
    page
      .locator('resort-search')
      .first()
      .getByRole('button', { name: 'Reisedaten im Kalender wählen' }),
  ).toBeVisible()
})
