import { guest, reservationHolder } from '@resort/test-fixtures'
import { bookButton, bookFromPaymentStep } from '../support/cardStep'
import { expect, test } from '../support/fixtures'

test('books a stay end to end through the script-tag page, and the server has it', async ({
  page,
  request,
  stayFrom,
  expectNoSeriousA11yViolations,
  guaranteeQuotedBy,
  examplesOrigin,
}) => {
  await page.goto(`${examplesOrigin}/script-tag/`)
  const search = page.locator('resort-search')
  const stay = stayFrom(25)
  await search.getByLabel('Anreise').fill(stay.dateFrom)
  await search.getByLabel('Abreise').fill(stay.dateTo)
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
  await expectNoSeriousA11yViolations()
  const guarantee = await guaranteeQuotedBy(() =>
    booking.getByRole('button', { name: 'Weiter zu den Gastdaten' }).click(),
  )

  // Step 3: guest details (and a card when the rate needs one).
  await expect(bookButton(booking, guarantee, 'de')).toBeVisible()
  // Mrs Ana Horvat (Frau, weiblich), the shared test guest, with the shared visa.
  const holderFields = booking.getByRole('group', {
    name: 'Reservierungsinhaber',
  })
  await holderFields.getByLabel('Anrede').selectOption({ label: 'Frau' })
  await holderFields.getByRole('radio', { name: 'Weiblich' }).check()
  await holderFields.getByLabel('Vorname').fill(reservationHolder.firstName)
  await holderFields.getByLabel('Nachname').fill(reservationHolder.lastName)
  const guestFields = booking.getByRole('group', { name: 'Angaben zum Gast' })
  await guestFields.getByLabel('Vorname').fill(guest.firstName)
  await guestFields.getByLabel('Nachname').fill(guest.lastName)
  await guestFields.getByLabel('E-Mail').fill(guest.email)
  await guestFields
    .getByLabel('Land', { exact: true })
    .selectOption(guest.country)
  // Typed as a guest in Croatia would, without the +385 the country gives.
  await guestFields.getByLabel('Telefonnummer').fill('91 234 5678')
  await guestFields.getByLabel('Ort').fill(guest.city)
  await guestFields.getByLabel('Postleitzahl').fill(guest.zipCode)
  await guestFields.getByLabel('Adresse').fill(guest.address)
  await booking
    .getByLabel(
      'Ich akzeptiere die Buchungsbedingungen und die Stornobedingungen',
    )
    .check()
  // A card exactly when the rate needs one (SPEC 4: guarantee or prepayment), typed on the card
  // page in its frame, in German too (decision 040).
  await expect(
    booking.getByRole('group', { name: 'Zahlungskarte' }),
  ).toHaveCount(0)
  await bookFromPaymentStep(booking, guarantee, { lang: 'de' })

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
  await expectNoSeriousA11yViolations()
})
