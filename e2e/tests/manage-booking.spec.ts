import { guest } from '@resort/test-fixtures'
import {
  centsOf,
  expect,
  expectVisibleFocus,
  tabTo,
  test,
} from '../support/fixtures'

interface StoredBooking {
  status: string
  checkIn: string
  checkOut: string
  totalPrice: number
  accomodationData: { selectedSupplements: { serviceId: string }[] }[]
  cancellation: { fee: number | null }
}

test('a guest opens the booking link, moves the stay and adds an extra, then cancels; the server agrees at every step', async ({
  page,
  request,
  expectNoSeriousA11yViolations,
  bookThroughApi,
  freeNightsFor,
}) => {
  const booked = await bookThroughApi({
    startInDays: 40,
    refundable: true,
  })
  const stored = async (): Promise<StoredBooking> =>
    (
      await request.get(
        `/api/v1/booking/view-booking?token=${encodeURIComponent(booked.token)}`,
      )
    ).json()

  await page.goto(booked.bookingURI)
  await expect(
    page.getByRole('heading', { name: `Your booking ${booked.bookingId}` }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()

  // Other dates, with an extra for the room: priced by the server before confirming.
  const moved = await freeNightsFor(booked.token, 75, 2)
  await page.getByRole('button', { name: 'Change dates' }).click()
  await expect(
    page.getByRole('heading', { name: `Change booking ${booked.bookingId}` }),
  ).toBeFocused()
  const dates = page.getByRole('group', { name: 'Dates' })
  await dates.getByLabel('Check-in').fill(moved.dateFrom)
  await dates.getByLabel('Check-out').fill(moved.dateTo)
  const extra = page
    .getByRole('group', { name: /^Room 1: / })
    .getByRole('combobox', { name: / · / })
    .first()
  await expect(extra).toBeVisible()
  await extra.selectOption('1')
  const quote = page.getByRole('status').filter({ hasText: /^New total/ })
  await expect(quote).toBeVisible()
  const newTotal = centsOf(await quote.textContent())
  await expectNoSeriousA11yViolations()
  await page.getByRole('button', { name: 'Confirm change' }).click()

  await expect(
    page.getByRole('heading', {
      name: `Booking ${booked.bookingId} has been changed`,
    }),
  ).toBeFocused()
  await expect(page).toHaveURL(/\/en\/booking\/confirm\?token=/)
  const changed = await stored()
  expect(changed).toMatchObject({
    status: 'confirmed',
    checkIn: moved.dateFrom,
    checkOut: moved.dateTo,
    totalPrice: newTotal,
  })
  expect(changed.accomodationData[0]?.selectedSupplements).toHaveLength(1)
  // A reload of the confirm page shows the change again.
  await page.reload()
  await expect(
    page.getByText(/^Total before: €[\d,.]+, now: €[\d,.]+\.$/),
  ).toBeVisible()

  // Cancel: the fee it implies first, then the cancelled booking.
  await page.getByRole('button', { name: 'Back to my booking' }).click()
  await page.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(page).toHaveURL(/\/en\/booking\/cancel\?token=/)
  await expect(
    page.getByText(/^Cancelling now (is free of charge|costs €)/),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()
  await page
    .getByRole('button', { name: `Yes, cancel booking ${booked.bookingId}` })
    .click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Booking cancelled' }),
  ).toBeVisible()
  expect((await stored()).status).toBe('cancelled')
  await expectNoSeriousA11yViolations()
  // Opened again, the link shows a cancelled booking that cannot change.
  await page.goto(booked.bookingURI)
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(page.getByText('The booking is cancelled.')).toBeVisible()
})

test('a non-refundable booking says why it cannot be changed online', async ({
  page,
  expectNoSeriousA11yViolations,
  bookThroughApi,
}) => {
  const booked = await bookThroughApi({
    startInDays: 50,
    refundable: false,
  })
  await page.goto(booked.bookingURI.replace('/en/', '/de/'))
  await expect(
    page.getByRole('heading', {
      name: 'Diese Buchung kann nicht online geändert werden',
    }),
  ).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Daten ändern', exact: true }),
  ).toHaveCount(0)
  // Contact details stay changeable on any rate.
  await expect(
    page.getByRole('button', { name: 'Gastdaten ändern' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()
})

test('a tampered link opens nothing; the booking number and e-mail find it', async ({
  page,
  expectNoSeriousA11yViolations,
  bookThroughApi,
}) => {
  const booked = await bookThroughApi({
    startInDays: 55,
    refundable: true,
  })
  const other = await bookThroughApi({
    startInDays: 58,
    refundable: true,
  })
  const [header, payload] = booked.token.split('.')
  const [, , otherSignature] = other.token.split('.')
  // Another booking's signature on this booking's token, and a changed letter.
  for (const token of [
    `${header}.${payload}.${otherSignature}`,
    `${booked.token.slice(0, -3)}abc`,
  ]) {
    await page.goto(`/en/booking/modify?token=${encodeURIComponent(token)}`)
    await expect(
      page.getByRole('heading', { name: 'This booking link is not valid' }),
    ).toBeVisible()
    await expect(page.getByText(booked.bookingId)).toHaveCount(0)
  }
  await page.getByLabel('Booking number').fill(booked.bookingId)
  await page.getByLabel('E-mail address').fill('someone.else@example.com')
  await page.getByRole('button', { name: 'Find booking' }).click()
  await expect(page.getByText(/^No booking matches/)).toBeVisible()
  await expect(page.getByLabel('Booking number')).toHaveValue(booked.bookingId)
  await page.getByLabel('E-mail address').fill(guest.email)
  await page.getByRole('button', { name: 'Find booking' }).click()
  await expect(
    page.getByRole('heading', { name: `Your booking ${booked.bookingId}` }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/en\/booking\/modify\?token=/)
  await expectNoSeriousA11yViolations()
})

test('a guest changes a booking with the keyboard only', async ({
  page,
  request,
  bookThroughApi,
}) => {
  const booked = await bookThroughApi({
    startInDays: 62,
    refundable: true,
  })
  await page.goto(booked.bookingURI.replace('/en/', '/hr/'))
  const change = page.getByRole('button', {
    name: 'Promijeni sobe, goste ili dodatke',
  })
  await tabTo(page, change)
  await expectVisibleFocus(change)
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { name: 'Sobe, gosti i dodaci' }),
  ).toBeFocused()
  const extra = page
    .getByRole('group', { name: /^Soba 1: / })
    .getByRole('combobox', { name: / · / })
    .first()
  await tabTo(page, extra)
  await expectVisibleFocus(extra)
  await page.keyboard.press('ArrowDown')
  await expect(
    page.getByRole('status').filter({ hasText: /^Novi ukupni iznos/ }),
  ).toBeVisible()
  const confirm = page.getByRole('button', { name: 'Potvrdi promjenu' })
  await tabTo(page, confirm)
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', {
      name: `Rezervacija ${booked.bookingId} je promijenjena`,
    }),
  ).toBeFocused()
  const saved = await (
    await request.get(
      `/api/v1/booking/view-booking?token=${encodeURIComponent(booked.token)}`,
    )
  ).json()
  expect(saved.accomodationData[0].selectedSupplements).toHaveLength(1)
})

test('a partner page manages a booking by script tag: found by number and e-mail, then cancelled', async ({
  page,
  request,
  expectNoSeriousA11yViolations,
  bookThroughApi,
  examplesOrigin,
}) => {
  const booked = await bookThroughApi({
    startInDays: 66,
    refundable: true,
  })
  await page.goto(`${examplesOrigin}/script-tag/manage.html`)
  const manage = page.locator('resort-manage-booking')
  await manage.getByLabel('Buchungsnummer').fill(booked.bookingId)
  await manage.getByLabel('E-Mail-Adresse').fill(guest.email)
  await manage.getByRole('button', { name: 'Buchung finden' }).click()
  await expect(
    manage.getByRole('heading', { name: `Ihre Buchung ${booked.bookingId}` }),
  ).toBeVisible()
  await manage.getByRole('button', { name: 'Buchung stornieren' }).click()
  await manage
    .getByRole('button', {
      name: `Ja, Buchung ${booked.bookingId} stornieren`,
    })
    .click()
  await expect(
    manage.getByRole('alert').filter({ hasText: 'Buchung storniert' }),
  ).toBeVisible()
  await expect(page.locator('#widget-events li')).toHaveText([
    new RegExp(
      `^resort:booking-cancelled \\{"bookingId":"${booked.bookingId}","fee":\\d+,"currency":"EUR"\\}$`,
    ),
  ])
  const stored = await (
    await request.get(
      `/api/v1/booking/view-booking?token=${encodeURIComponent(booked.token)}`,
    )
  ).json()
  expect(stored.status).toBe('cancelled')
  await expectNoSeriousA11yViolations()
})

test('a guest changes the contact details of a booking; the server keeps them and the new e-mail finds it', async ({
  page,
  request,
  expectNoSeriousA11yViolations,
  bookThroughApi,
}) => {
  const booked = await bookThroughApi({
    startInDays: 70,
    refundable: false,
  })
  await page.goto(booked.bookingURI.replace('/en/', '/de/'))
  await page.getByRole('button', { name: 'Gastdaten ändern' }).click()
  const guestFields = page.getByRole('group', { name: 'Angaben zum Gast' })
  await guestFields.getByLabel('Telefonnummer').fill('+43 664 1234567')
  await guestFields.getByLabel('Ort').fill('Wien')
  await guestFields.getByLabel('E-Mail').fill('ana.horvat@example.at')
  await expectNoSeriousA11yViolations()
  await page.getByRole('button', { name: 'Daten speichern' }).click()
  await expect(page.getByText(/^Ihre Daten wurden gespeichert/)).toBeVisible()
  const stored = await (
    await request.get(
      `/api/v1/booking/view-booking?token=${encodeURIComponent(booked.token)}`,
    )
  ).json()
  expect(stored.userDetails).toMatchObject({
    telephone: '+43 664 1234567',
    city: 'Wien',
    email: 'ana.horvat@example.at',
  })
  const found = await request.post('/api/v1/booking/find-booking', {
    data: { bookingId: booked.bookingId, email: 'ana.horvat@example.at' },
  })
  expect(found.status()).toBe(200)
})
