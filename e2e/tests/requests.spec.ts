import type { Locator, Page } from '@playwright/test'
import { expect, tabTo, test } from '../support/fixtures'

const REFERENCE = /((?:BR|CB)-[0-9A-F]{10})/

/** The request id the confirmation shows, once it shows. */
async function referenceIn(confirmation: Locator): Promise<string> {
  await expect(confirmation).toContainText(REFERENCE)
  const id = (await confirmation.textContent())?.match(REFERENCE)?.[1]
  if (!id) throw new Error('No request id in the confirmation')
  return id
}

/** The form_submit entries of the page's data layer (SPEC 4). */
const formSubmits = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { dataLayer: Record<string, unknown>[] }
    ).dataLayer.filter((entry) => entry.event === 'form_submit'),
  )

test.describe('request forms by script tag (examples/script-tag/requests.html)', () => {
  test('an Italian guest sends a booking request; the server stores it and the page hears of it', async ({
    page,
    stayFrom,
    expectNoSeriousA11yViolations,
    storedServiceRequest,
    examplesOrigin,
  }) => {
    await page.goto(`${examplesOrigin}/script-tag/requests.html`)
    const form = page.locator('resort-booking-request')
    await expect(
      form.getByRole('heading', {
        name: 'Richieda informazioni sul Suo soggiorno',
      }),
    ).toBeVisible()

    // The error state first: every required field says what is missing, in Italian.
    await form.getByRole('button', { name: 'Invia richiesta' }).click()
    await expect(form.getByLabel('Nome *', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(form.getByText('Compili questo campo.').first()).toBeVisible()
    await expect(form.getByLabel('Nome *', { exact: true })).toBeFocused()
    await expectNoSeriousA11yViolations()

    const stay = stayFrom(90, 7)
    await form.getByLabel('Arrivo').fill(stay.dateFrom)
    await form.getByLabel('Partenza').fill(stay.dateTo)
    await expect(form.getByLabel('Adulti')).toHaveValue('3')
    await form.getByLabel('Nome *', { exact: true }).fill('Giulia')
    await form.getByLabel('Cognome *').fill('Rossi')
    await form.getByLabel('E-mail *').fill('giulia.rossi@example.com')
    await form.getByLabel('Paese *').selectOption('IT')
    await form.getByLabel('Numero di telefono *').fill('333 123 4567')
    await form.getByLabel('Messaggio').fill('Vorremmo una camera vista mare.')
    await form.getByLabel(/^Acconsento/).check()
    await form.getByRole('button', { name: 'Invia richiesta' }).click()

    const confirmation = form.getByRole('region', {
      name: 'Grazie, abbiamo ricevuto la Sua richiesta',
    })
    const requestId = await referenceIn(confirmation)
    await expect(confirmation.getByRole('heading', { level: 2 })).toBeFocused()

    expect(storedServiceRequest(requestId)).toMatchObject({
      kind: 'booking',
      language: 'it',
      email: 'giulia.rossi@example.com',
      payload: {
        firstName: 'Giulia',
        lastName: 'Rossi',
        phonenumber: '+39 333 123 4567',
        country: 'IT',
        dateFrom: stay.dateFrom,
        dateTo: stay.dateTo,
        adults: 3,
        message: 'Vorremmo una camera vista mare.',
        privacyConsent: true,
      },
    })
    expect(await formSubmits(page)).toEqual([
      {
        event: 'form_submit',
        context: 'Booking',
        crm_email: 'giulia.rossi@example.com',
      },
    ])
    // The events crossed the shadow root and reached the partner's own script.
    await expect(page.locator('#widget-events li')).toContainText([
      'resort:form_submit {"context":"Booking"}',
      `resort:request-sent {"requestId":"${requestId}","context":"Booking"}`,
    ])
  })

  test('a guest asks for a call-back with the keyboard alone', async ({
    page,
    expectNoSeriousA11yViolations,
    storedServiceRequest,
    examplesOrigin,
  }) => {
    await page.goto(`${examplesOrigin}/script-tag/requests.html`)
    const form = page.locator('resort-callback-request')
    const submit = form.getByRole('button', { name: 'Request a call' })
    await expect(submit).toBeVisible()

    await tabTo(page, submit)
    await page.keyboard.press('Enter')
    const name = form.getByLabel('Your name *')
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousA11yViolations()

    await page.keyboard.type('Jane Doe')
    await tabTo(page, form.getByLabel('Phone number *'))
    await page.keyboard.type('+44 20 7946 0958')
    await tabTo(page, form.getByLabel('Email (for a confirmation)'))
    await page.keyboard.type('jane.doe@example.com')
    await tabTo(page, form.getByLabel(/^I agree/))
    await page.keyboard.press('Space')
    await tabTo(page, submit, { backwards: false })
    await page.keyboard.press('Enter')

    const confirmation = form.getByRole('region', {
      name: 'Thank you, we will call you back',
    })
    const requestId = await referenceIn(confirmation)
    await expect(confirmation.getByRole('heading', { level: 2 })).toBeFocused()
    expect(storedServiceRequest(requestId)).toMatchObject({
      kind: 'callback',
      language: 'en',
      email: 'jane.doe@example.com',
      payload: { name: 'Jane Doe', phonenumber: '+44 20 7946 0958' },
    })
    expect(await formSubmits(page)).toEqual([
      {
        event: 'form_submit',
        context: 'Callback',
        crm_email: 'jane.doe@example.com',
      },
    ])
    await expectNoSeriousA11yViolations()
  })
})

test.describe('request pages of the host site', () => {
  test('/de/buchungsanfrage: a German guest sends a booking request for the dates in the link', async ({
    page,
    stayFrom,
    expectNoSeriousA11yViolations,
    storedServiceRequest,
  }) => {
    const { dateFrom, dateTo } = stayFrom(120, 5)
    await page.goto(
      `/de/buchungsanfrage?dateFrom=${dateFrom}&dateTo=${dateTo}&adults=2&children=1`,
    )
    await expect(page).toHaveTitle('Buchungsanfrage – Adria Alpe Resorts')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Buchungsanfrage',
    )
    await page.getByRole('button', { name: 'Anfrage senden' }).click()
    await expect(page.getByLabel('Vorname *')).toBeFocused()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Bitte korrigieren Sie' }),
    ).toContainText('Einwilligung zum Datenschutz')
    await expectNoSeriousA11yViolations()

    await expect(page.getByLabel('Anreise')).toHaveValue(dateFrom)
    await page.getByLabel('Vorname *').fill('Anna')
    await page.getByLabel('Nachname *').fill('Huber')
    await page.getByLabel('E-Mail *').fill('anna.huber@example.com')
    await page.getByLabel('Land *').selectOption('AT')
    await page.getByLabel('Telefonnummer *').fill('0664 1234567')
    await page.getByLabel(/^Ich bin einverstanden/).check()
    await page.getByLabel('Senden Sie mir den Newsletter').check()
    await page.getByRole('button', { name: 'Anfrage senden' }).click()

    const confirmation = page.getByRole('region', {
      name: 'Vielen Dank, wir haben Ihre Anfrage erhalten',
    })
    const requestId = await referenceIn(confirmation)
    await expect(confirmation).toContainText(
      `Ihre Referenznummer: ${requestId}`,
    )
    expect(storedServiceRequest(requestId)).toMatchObject({
      kind: 'booking',
      language: 'de',
      payload: {
        phonenumber: '+43 664 1234567',
        dateFrom,
        dateTo,
        adults: 2,
        children: 1,
        newsletter: true,
      },
    })
    expect(await formSubmits(page)).toEqual([
      {
        event: 'form_submit',
        context: 'Booking',
        crm_email: 'anna.huber@example.com',
      },
    ])
    await expectNoSeriousA11yViolations()
  })

  test('/hr/povratni-poziv: a Croatian guest asks to be called in the afternoon', async ({
    page,
    expectNoSeriousA11yViolations,
    storedServiceRequest,
  }) => {
    await page.goto('/hr/povratni-poziv')
    await expect(page).toHaveTitle(
      'Zahtjev za povratni poziv – Adria Alpe Resorts',
    )
    await page.getByRole('button', { name: 'Zatraži poziv' }).click()
    await expect(page.getByLabel('Vaše ime *')).toBeFocused()
    await expect(
      page.getByText(
        'Molimo dajte privolu kako bismo mogli odgovoriti na Vaš upit.',
        { exact: true },
      ),
    ).toBeVisible()
    await expectNoSeriousA11yViolations()

    await page.getByLabel('Vaše ime *').fill('Ivana Kovač')
    await page.getByLabel('Pozivni broj države').selectOption('HR:+385')
    await page.getByLabel('Broj telefona *').fill('091 234 5678')
    await page.getByLabel('Kada Vas možemo nazvati?').selectOption('afternoon')
    await page.getByLabel(/^Slažem se/).check()
    await page.getByRole('button', { name: 'Zatraži poziv' }).click()

    const confirmation = page.getByRole('region', {
      name: 'Hvala, nazvat ćemo Vas',
    })
    const requestId = await referenceIn(confirmation)
    expect(storedServiceRequest(requestId)).toMatchObject({
      kind: 'callback',
      language: 'hr',
      email: null,
      payload: {
        name: 'Ivana Kovač',
        phonenumber: '+385 91 234 5678',
        country: 'HR',
        timeWindow: 'afternoon',
      },
    })
    expect(await formSubmits(page)).toEqual([
      { event: 'form_submit', context: 'Callback', crm_email: '' },
    ])
    await expectNoSeriousA11yViolations()
  })
})
