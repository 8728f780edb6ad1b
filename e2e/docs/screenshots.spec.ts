import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { expect, test } from '../support/fixtures'
import { serverDatabaseFile } from '../support/outbox'
import { staffPastSecondFactor } from '../support/points'
import { accountsOrigin, accountsPort, serverPort } from '../support/servers'

// Issue 33: what the site looks like, for docs/screenshots: home, a property, search results,
// the payment step on a phone and a desktop, a confirmation mail and the staff's photo library.
const OUT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/screenshots',
)
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
const shot = (name: string) => path.join(OUT, `${name}.png`)

/** Scrolls through the page so that its lazy pictures load, for a full-page shot. */
async function loadLazyPictures(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete),
  )
}

test('home, a property and search results', async ({ page, stayFrom }) => {
  const stay = stayFrom(40, 3)
  await page.setViewportSize(DESKTOP)
  await page.goto('/en')
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: shot('home-desktop'), fullPage: true })
  await page.setViewportSize(PHONE)
  await page.screenshot({ path: shot('home-phone'), fullPage: true })

  await page.setViewportSize(DESKTOP)
  await page.goto(
    `/en/accommodation/cissa-rovinj?dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=2&children=0`,
  )
  await expect(page.getByRole('article').first()).toBeVisible()
  await loadLazyPictures(page)
  await page.screenshot({ path: shot('property-desktop'), fullPage: true })
  await page
    .getByRole('button', { name: 'Choose dates in the calendar' })
    .click()
  await expect(
    page.getByRole('gridcell', { name: /, from €/ }).first(),
  ).toBeVisible()
  await page.screenshot({ path: shot('property-date-picker') })

  await page.goto(
    `/en/search?dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=2&children=0`,
  )
  await expect(page.getByRole('article').first()).toBeVisible()
  await loadLazyPictures(page)
  await page.screenshot({
    path: shot('search-results-desktop'),
    fullPage: true,
  })
  await page.setViewportSize(PHONE)
  await page.screenshot({ path: shot('search-results-phone') })
})

test('the payment step on a phone and a desktop, and the confirmation mail', async ({
  page,
  stayFrom,
  bookThroughApi,
}) => {
  const stay = stayFrom(45, 3)
  await page.setViewportSize(DESKTOP)
  await page.goto(
    `/en/search?dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=2&children=0`,
  )
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Select / })
    .click()
  await page
    .getByRole('button', { name: /^Add .+ with / })
    .first()
    .click()
  await page.getByRole('button', { name: 'Continue to guest details' }).click()
  await expect(page).toHaveURL(/\/en\/booking\/payment\?/)
  await expect(
    page.getByRole('complementary', { name: 'Your booking' }),
  ).toBeVisible()
  await page.screenshot({ path: shot('payment-desktop'), fullPage: true })
  await page.setViewportSize(PHONE)
  await page.screenshot({ path: shot('payment-phone'), fullPage: true })

  // A booking's confirmation mail, as a mail client shows its HTML part.
  const booked = await bookThroughApi({ startInDays: 50 })
  await page.waitForTimeout(500)
  const db = new Database(serverDatabaseFile(String(serverPort)), {
    readonly: true,
  })
  const mail = db
    .prepare(
      "select html_body as html from mail_outbox where subject like '%' || ? || '% is confirmed' order by created_at desc limit 1",
    )
    .get(booked.bookingId) as { html: string } | undefined
  db.close()
  expect(mail, 'a confirmation mail from the e2e run').toBeDefined()
  // A blank page: the site's Content-Security-Policy would refuse the mail's inline styles.
  const client = await page.context().newPage()
  await client.setViewportSize({ width: 720, height: 900 })
  await client.setContent(mail!.html)
  await client.screenshot({ path: shot('confirmation-mail'), fullPage: true })
})

test.describe('staff', () => {
  test.use({ baseURL: accountsOrigin })
  test('the photo library', async ({ page, playwright }) => {
    const staff = await playwright.request.newContext({
      baseURL: accountsOrigin,
    })
    await staffPastSecondFactor(staff, String(accountsPort))
    await page.context().addCookies((await staff.storageState()).cookies)
    await staff.dispose()
    await page.setViewportSize(DESKTOP)
    await page.goto('/en/admin/media?place=cissa-rovinj')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Photo library' }),
    ).toBeVisible()
    const upload = page.getByRole('form', { name: 'Upload a photo' })
    await upload
      .getByLabel('Photo file')
      .setInputFiles(path.join(OUT, '../../e2e/fixtures/lemon-terrace.jpg'))
    await upload.getByRole('button', { name: 'Upload' }).click()
    await expect(upload.getByRole('status')).toContainText('Photo uploaded')
    await page
      .getByRole('form', { name: 'Photo 1' })
      .getByRole('group', { name: 'English' })
      .getByLabel('Alt text (required)')
      .fill('Lemon trees on the terrace above the sea')
    await page.screenshot({ path: shot('admin-media-library'), fullPage: true })
  })
})
