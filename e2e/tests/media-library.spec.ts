import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '../support/fixtures'
import { staffPastSecondFactor } from '../support/points'
import { accountsOrigin, accountsPort } from '../support/servers'

// Issue 33: staff upload a photo in the admin area's photo library, write its alt text in all
// five languages, and see it first on the property's page in another language (German), with
// the German alt text. The photo carries a phone's GPS position; the site's copy has none.
test.use({ baseURL: accountsOrigin })

const PHOTO = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/lemon-terrace.jpg',
)
const ALT = {
  English: 'Lemon trees on the terrace above the lake',
  German: 'Zitronenbäume auf der Terrasse über dem See',
  Italian: 'Limoni sulla terrazza sopra il lago',
  Croatian: 'Stabla limuna na terasi iznad jezera',
  Slovenian: 'Limonovci na terasi nad jezerom',
}

test('issue 33: staff upload a photo with alt texts in five languages and guests see it first on the property page in German', async ({
  page,
  browser,
  playwright,
  expectNoSeriousA11yViolations,
}) => {
  const staff = await playwright.request.newContext({ baseURL: accountsOrigin })
  await staffPastSecondFactor(staff, String(accountsPort))
  // The browser carries the staff session the calls signed in.
  await page.context().addCookies((await staff.storageState()).cookies)
  await staff.dispose()

  await page.goto('/en/admin/media?place=limonaia-sirmione')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Photo library' }),
  ).toBeVisible()
  await expect(page.getByLabel('Photos of')).toHaveValue('limonaia-sirmione')
  await expectNoSeriousA11yViolations()

  // No file chosen: refused at the input, announced, nothing sent.
  const upload = page.getByRole('form', { name: 'Upload a photo' })
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(upload.getByRole('alert')).toHaveText(
    'Choose a photo to upload.',
  )

  const before = await page.getByRole('form', { name: /^Photo \d+$/ }).count()
  await upload.getByLabel('Photo file').setInputFiles(PHOTO)
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(upload.getByRole('status')).toContainText('Photo uploaded')
  const card = page.getByRole('form', { name: `Photo ${before + 1}` })
  await expect(card).toContainText('Not on the site yet')

  for (const [language, alt] of Object.entries(ALT))
    await card
      .getByRole('group', { name: language })
      .getByLabel('Alt text (required)')
      .fill(alt)
  await card
    .getByRole('group', { name: 'German' })
    .getByLabel('Caption (optional)')
    .fill('Frühstück unter den Zitronen')
  await card.getByLabel('From the top (%)').fill('40')
  await card.getByRole('button', { name: `Save photo ${before + 1}` }).click()
  await expect(card.getByRole('status')).toHaveText(
    `Photo ${before + 1} saved.`,
  )
  await expect(card).toContainText('On the site.')

  // First in staff's order: moved up to the top.
  for (let n = before + 1; n > 1; n--) {
    await page.getByRole('button', { name: `Move photo ${n} up` }).click()
    await expect(page.getByText('The new order is saved')).toBeVisible()
  }
  await expectNoSeriousA11yViolations()

  const guest = await browser.newPage({ baseURL: accountsOrigin })
  await guest.goto('/de/unterkunft/limonaia-sirmione')
  const photo = guest.locator('.property-detail__photo')
  await expect(photo).toHaveAttribute('alt', ALT.German)
  await expect(photo).toHaveAttribute(
    'src',
    /^\/media\/photos\/[a-f0-9-]+\/\d+-640\.webp$/,
  )
  // The page's largest picture is the photo, and it is preloaded from the head.
  await expect(
    guest.locator('link[rel="preload"][as="image"]'),
  ).toHaveAttribute('imagesrcset', /\/media\/photos\//)
  // Served without the phone's metadata: a JPEG's EXIF block starts with "Exif".
  const served = await guest.request.get(
    (await photo.getAttribute('src'))!.replace(/-640\.webp$/, '.jpg'),
  )
  expect(served.ok()).toBe(true)
  expect((await served.body()).includes('Exif')).toBe(false)
  await guest.close()
})
