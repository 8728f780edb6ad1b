import { expect, test } from '../support/fixtures'

test('the bare address opens the English home page with the search', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Holidays between the sea and the mountains',
  )
  await expect(
    page.getByRole('heading', { name: 'Find your stay' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()
})

test('the German home page searches and shows real results in German', async ({
  page,
  stayFrom,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/de')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page
    .getByRole('combobox', { name: 'Reiseziel oder Unterkunft' })
    .fill('Rovinj')
  const stay = stayFrom(10)
  await page.getByLabel('Anreise').fill(stay.dateFrom)
  await page.getByLabel('Abreise').fill(stay.dateTo)
  await page.getByLabel('Erwachsene').fill('3')
  await page.getByRole('button', { name: 'Suchen' }).click()

  const results = page.getByRole('article')
  await expect(results.first()).toBeVisible()
  await expect(page.getByRole('status')).toHaveText(
    /^\d+ Unterk(unft|ünfte) verfügbar\.$/,
  )
  const first = results.first()
  await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty()
  await expect(first).toContainText(/Rovinj/)
  await expect(first).toContainText(/ab [\d.]+,\d{2}\s€ pro Nacht/)
  await expect(first).toContainText(/[\d.]+,\d{2}\s€ für 3 Nächte/)
  await expect(first.getByRole('button', { name: /auswählen$/ })).toBeVisible()
  await expect(page.getByLabel('Sortieren nach')).toHaveValue('recommended')
  await expectNoSeriousA11yViolations()

  // The search survives a reload.
  await page.reload()
  await expect(
    page.getByRole('combobox', { name: 'Reiseziel oder Unterkunft' }),
  ).toHaveValue('Rovinj')
  await expect(page.getByRole('article').first()).toBeVisible()
})

test('the language switcher keeps the page and remembers the language', async ({
  page,
}) => {
  await page.goto('/en')
  await page.getByRole('link', { name: 'Hrvatski' }).click()
  await expect(page).toHaveURL(/\/hr$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Odmor između mora i planina',
  )
  await expect(page.getByRole('link', { name: 'Hrvatski' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await page.goto('/')
  await expect(page).toHaveURL(/\/hr$/)
})

test('a search with check-out before check-in is refused, with the reason announced', async ({
  page,
  stayFrom,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/it')
  // A two-night stay, its dates typed the wrong way round.
  const stay = stayFrom(8, 2)
  await page.getByLabel('Arrivo').fill(stay.dateTo)
  await page.getByLabel('Partenza').fill(stay.dateFrom)
  await page.getByRole('button', { name: 'Cerca' }).click()
  const departure = page.getByLabel('Partenza')
  await expect(departure).toBeFocused()
  await expect(departure).toHaveAttribute('aria-invalid', 'true')
  await expect(departure).toHaveAccessibleDescription(
    "La partenza deve essere successiva all'arrivo.",
  )
  await expectNoSeriousA11yViolations()
})

test('an unknown page shows a translated not-found page; an unknown language goes to English', async ({
  page,
}) => {
  await page.goto('/sl/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Stran ni najdena',
  )
  await page.goto('/fr/whatever')
  await expect(page).toHaveURL(/\/en\/whatever$/)
})

test('an unknown API path answers JSON 404, not the site', async ({
  request,
}) => {
  const response = await request.get('/api/v1/nothing-here')
  expect(response.status()).toBe(404)
  expect(await response.json()).toMatchObject({ error: { kind: 'not_found' } })
})

test('the site menu leads to the accommodation, the search and the guest’s own booking', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/it')
  const menu = page.getByRole('navigation', { name: 'Menu principale' })
  await menu.getByRole('link', { name: 'Alloggi' }).click()
  await expect(page).toHaveURL(/\/it\/(accommodation|alloggi)$/)
  await menu.getByRole('link', { name: 'La mia prenotazione' }).click()
  await expect(page).toHaveURL(/\/it\/booking\/modify$/)
  // No booking link at hand: the booking is found by its number and the e-mail.
  await expect(
    page.getByRole('heading', { name: 'Trovi la Sua prenotazione' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()
  await menu.getByRole('link', { name: 'Ricerca' }).click()
  await expect(page).toHaveURL(/\/it\/cerca$/)
})
