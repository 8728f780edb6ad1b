import { expect, test } from '@playwright/test'
import {
  daysFromToday,
  examplesOrigin,
  expectNoSeriousA11yViolations,
  guaranteeQuotedBy,
} from '../support/fixtures'

test('books a stay end to end through the script-tag page, and the server has it', async ({
  page,
  request,
}) => {
  await page.goto(`${examplesOrigin}/script-tag/`)
  const search = page.locator('resort-search')
  await search.getByLabel('Anreise').fill(daysFromToday(25))
  await search.getByLabel('Abreise').fill(daysFromToday(28))
  await search.getByRole('button', { name: 'Suchen' }).click()
  await search
    .getByRole('article')
    .first()
    .getByRole('button', { name: /auswählen$/ })
    .click()

  // The partner's script opens <resort-booking>; the loader fetches its module on demand.
  const booking = page.locator('resort-booking')
  await expect(
    booking.getByRole('navigation', { name: 'Buchungsschritte' }),
  ).toBeVisible()
  await expect(
    booking.getByRole('heading', { name: 'Wählen Sie Ihre Zimmer' }),
  ).toBeVisible()
  // Two rooms on one rate, and an extra for the second.
  const add = booking
    .getByRole('button', { name: /hinzufügen$/ })
    .and(booking.locator(':enabled'))
  await add.first().click()
  await expect(booking.getByRole('button', { name: /entfernen$/ })).toHaveCount(
    1,
  )
  await add.first().click()
  await expect(booking.getByRole('button', { name: /entfernen$/ })).toHaveCount(
    2,
  )
  await booking
    .getByRole('group', { name: /^Extras für / })
    .getByRole('combobox')
    .first()
    .selectOption('1')
  await expectNoSeriousA11yViolations(page)
  const guarantee = await guaranteeQuotedBy(page, () =>
    booking.getByRole('button', { name: 'Weiter zu den Gastdaten' }).click(),
  )

  // Step 3: guest details (and a card when the rate needs one).
  await expect(
    booking.getByRole('button', { name: 'Jetzt buchen' }),
  ).toBeVisible()
  const holder = booking.getByRole('group', { name: 'Reservierungsinhaber' })
  await holder.getByLabel('Anrede').selectOption({ label: 'Frau' })
  await holder.getByRole('radio', { name: 'Weiblich' }).check()
  await holder.getByLabel('Vorname').fill('Ana')
  await holder.getByLabel('Nachname').fill('Horvat')
  const guest = booking.getByRole('group', { name: 'Angaben zum Gast' })
  await guest.getByLabel('Vorname').fill('Ana')
  await guest.getByLabel('Nachname').fill('Horvat')
  await guest.getByLabel('E-Mail').fill('ana.horvat@example.com')
  await guest.getByLabel('Land', { exact: true }).selectOption('HR')
  await guest.getByLabel('Telefonnummer').fill('91 234 5678')
  await guest.getByLabel('Ort').fill('Zagreb')
  await guest.getByLabel('Postleitzahl').fill('10000')
  await guest.getByLabel('Adresse').fill('Ilica 1')
  // A card exactly when the rate needs one (SPEC 4: guarantee or prepayment).
  const card = booking.getByRole('group', { name: 'Zahlungskarte' })
  if (guarantee === 'NOGUARANTEE') await expect(card).toHaveCount(0)
  else {
    await card.getByLabel('Name auf der Karte').fill('Ana Horvat')
    await card.getByLabel('Kartennummer').fill('4111111111111111')
    await card.getByLabel('Ablaufmonat').selectOption('12')
    await card
      .getByLabel('Ablaufjahr')
      .selectOption(String(new Date().getFullYear() + 2))
    await card.getByLabel('Sicherheitscode').fill('123')
  }
  await booking
    .getByLabel(
      'Ich akzeptiere die Buchungsbedingungen und die Stornobedingungen',
    )
    .check()
  await booking.getByRole('button', { name: 'Jetzt buchen' }).click()

  // Step 4: confirmed, and the server agrees.
  const confirmed = booking.getByRole('heading', {
    name: /^Ihre Buchung (AA\w{8}) ist bestätigt$/,
  })
  await expect(confirmed).toBeVisible()
  await expect(confirmed).toBeFocused()
  const bookingId = (await confirmed.textContent())?.match(/AA\w{8}/)?.[0]
  const manage = await booking
    .getByRole('link', { name: 'Buchung ansehen, ändern oder stornieren' })
    .getAttribute('href')
  const token = new URL(manage ?? '', 'http://x').searchParams.get('token')
  const stored = await request.get(
    `/api/v1/booking/view-booking?token=${token}`,
  )
  expect(stored.status()).toBe(200)
  const saved = (await stored.json()) as {
    bookingId: string
    accomodationData: { selectedSupplements: { quantity: number }[] }[]
  }
  expect(saved.bookingId).toBe(bookingId)
  expect(saved.accomodationData).toHaveLength(2)
  expect(
    saved.accomodationData.map((unit) => unit.selectedSupplements.length),
  ).toEqual([0, 1])
  await expect(page.locator('#widget-events li').last()).toContainText(
    `resort:booking-confirmed {"bookingId":"${bookingId}"`,
  )
  const pushed = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event?: string }[] }).dataLayer
      .map((entry) => entry.event)
      .filter(Boolean),
  )
  // The ecommerce events of SPEC 4, in the order a guest causes them.
  const ecommerce = [
    'view_item_list',
    'select_item',
    'view_item',
    'add_to_cart',
    'view_cart',
    'begin_checkout',
    'purchase',
  ]
  expect(pushed.filter((event) => ecommerce.includes(event!))).toEqual([
    ...ecommerce.slice(0, 4),
    'add_to_cart',
    ...ecommerce.slice(4),
  ])
  // The same events reached the partner's page as resort:* DOM events, in the same order.
  const heard = await page
    .locator('#widget-events li')
    .evaluateAll((items) =>
      items.map((item) => item.textContent?.split(' ')[0] ?? ''),
    )
  expect(
    heard.filter((name) => ecommerce.includes(name.replace('resort:', ''))),
  ).toEqual(
    [...ecommerce.slice(0, 4), 'add_to_cart', ...ecommerce.slice(4)].map(
      (event) => `resort:${event}`,
    ),
  )
  await expectNoSeriousA11yViolations(page)
})
