import { expect, test } from '@playwright/test'
import {
  daysFromToday,
  examplesOrigin,
  expectNoSeriousA11yViolations,
} from '../support/fixtures'

test('a partner page with one script tag shows a working resort-search', async ({
  page,
}) => {
  await page.goto(`${examplesOrigin}/script-tag/`)
  const widget = page.locator('resort-search')
  await expect(
    widget.getByRole('heading', { name: 'Finden Sie Ihren Aufenthalt' }),
  ).toBeVisible()

  await widget.getByLabel('Reiseziel oder Unterkunft').fill('Bled')
  await widget.getByLabel('Anreise').fill(daysFromToday(20))
  await widget.getByLabel('Abreise').fill(daysFromToday(21))
  await widget.getByRole('button', { name: 'Suchen' }).click()
  await expect(widget.getByRole('status')).toHaveText(
    'Suche in Bled: 1 Nacht für 2 Gäste.',
  )

  // The event crossed the shadow root and reached the partner's own script.
  await expect(page.locator('#widget-events li')).toHaveText([
    `resort:search {"destination":"Bled","dateFrom":"${daysFromToday(20)}","dateTo":"${daysFromToday(21)}","nights":1,"adults":2,"children":0}`,
  ])
  await expectNoSeriousA11yViolations(page)
})

test("the partner's CSS does not leak into the widget, but its theme variables do", async ({
  page,
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
}) => {
  await page.goto(`${examplesOrigin}/script-tag/`)
  await expect(
    page.locator('resort-search').first().getByRole('button'),
  ).toBeVisible()
  await page.evaluate(() => {
    const element = document.createElement('resort-search')
    element.setAttribute('lang', 'sl')
    element.id = 'late'
    document.querySelector('main')?.append(element)
  })
  const late = page.locator('#late')
  await expect(late.getByRole('button', { name: 'Išči' })).toBeVisible()
  await expect(
    page.locator('resort-search').first().getByRole('button'),
  ).toHaveText('Suchen')
})
