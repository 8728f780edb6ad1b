import type { Page } from '@playwright/test'
import { expect, expectVisibleFocus, tabTo, test } from '../support/fixtures'
import { gatewayKeys, gatewayOrigin } from '../support/servers'

// The test gateway's card page in Chromium (issue 32, decision 040), on its own: these tests start
// an intent with the gateway's secret key, as the booking server does, and embed the page in a
// partner's page as the widget does (payments.spec.ts has the whole journeys).

async function startIntent(form: Record<string, string>) {
  const answer = await fetch(`${gatewayOrigin}/v1/payment_intents`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${gatewayKeys.secret}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  })
  return (await answer.json()) as { id: string; client_secret: string }
}

const cardUrl = (secret: string, parent: string, lang: string) =>
  `${gatewayOrigin}/card?${new URLSearchParams({ secret, parent, lang }).toString()}`

/**
 * A partner's page (the examples server's, a real origin on loopback, as Chromium's local network
 * checks ask) that embeds the card page as the widget will, and lists what it hears from it.
 */
async function partnerPage(page: Page, parent: string, card: string) {
  await page.goto(`${parent}/script-tag/`)
  await page.evaluate(
    ({ card, gateway }) => {
      const heard = document.createElement('ol')
      heard.id = 'heard'
      const frame = Object.assign(document.createElement('iframe'), {
        title: 'Kartendaten',
        src: card,
      })
      frame.style.cssText = 'width:100%;height:900px;border:0'
      document.body.prepend(frame, heard)
      addEventListener('message', (event: MessageEvent) => {
        const data = event.data as {
          type?: string
          status?: string
          intent?: string
        }
        if (event.origin !== gateway || data.type !== 'resort:card') return
        heard.append(
          Object.assign(document.createElement('li'), {
            textContent: `${data.status} ${data.intent}`,
          }),
        )
      })
    },
    { card, gateway: gatewayOrigin },
  )
}

test('issue 32: in the card page framed by a partner, a guest meets a decline, then authenticates with another card by keyboard, and the partner hears only "confirmed"', async ({
  page,
  examplesOrigin,
}) => {
  const intent = await startIntent({
    amount: '24000',
    currency: 'eur',
    capture_method: 'manual',
  })
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      violations.push(message.text())
  })
  await partnerPage(
    page,
    examplesOrigin,
    cardUrl(intent.client_secret, examplesOrigin, 'de'),
  )
  const card = page.frameLocator('iframe')
  await expect(card.getByRole('heading', { name: 'Kartendaten' })).toBeVisible()
  await expect(
    card.getByText('240,00 € werden auf Ihrer Karte reserviert'),
  ).toBeVisible()

  // A decline: said for the whole card, the fields kept.
  const holder = card.getByLabel('Name auf der Karte')
  await tabTo(page, holder)
  await expectVisibleFocus(holder)
  await page.keyboard.type('Ana Horvat')
  await page.keyboard.press('Tab')
  await page.keyboard.type('4000000000009995')
  await test.step('SPEC 5: the card number is formatted in groups of 4 digits, up to 19 digits', async () => {
    await expect(card.getByLabel('Kartennummer')).toHaveValue(
      '4000 0000 0000 9995',
    )
  })
  await page.keyboard.press('Tab')
  await page.keyboard.type('12/39')
  await page.keyboard.press('Tab')
  await page.keyboard.type('123')
  await page.keyboard.press('Enter')
  await expect(card.getByRole('alert')).toHaveText(
    'Die Karte ist nicht ausreichend gedeckt. Bitte verwenden Sie eine andere Karte.',
  )
  await expect(card.getByRole('alert')).toBeFocused()
  await expect(holder).toHaveValue('Ana Horvat')

  // A wrong number is said at its field, which takes the focus.
  const number = card.getByLabel('Kartennummer')
  await test.step('SPEC 5: no more than 19 digits', async () => {
    await number.fill('12345678901234567890123')
    await expect(number).toHaveValue('1234 5678 9012 3456 789')
  })
  await number.fill('4242 4242 4242 4241')
  await number.press('Enter')
  await expect(number).toBeFocused()
  await expect(number).toHaveAttribute('aria-invalid', 'true')
  await expect(card.locator('#number-error')).toHaveText(
    'Diese Kartennummer ist ungültig. Bitte prüfen Sie sie.',
  )

  // A card whose bank asks for confirmation.
  await number.fill('4000 0025 0000 3155')
  await number.press('Enter')
  const confirm = card.getByRole('button', { name: 'Bestätigen', exact: true })
  await expect(
    card.getByRole('heading', { name: 'Ihre Bank bittet um Bestätigung' }),
  ).toBeFocused()
  await tabTo(page, confirm)
  await page.keyboard.press('Enter')
  await expect(card.getByRole('status')).toHaveText(
    'Vielen Dank. Die Karte ist bestätigt.',
  )
  await expect(page.locator('#heard li')).toHaveText([`confirmed ${intent.id}`])
  // The card went to the gateway only; the partner's page never held it.
  expect(await page.content()).not.toContain('3155')
  expect(violations).toEqual([])
})

test('issue 32: the card page refuses a parent it does not know, and reads well alone at 320 px with no serious axe findings', async ({
  page,
  examplesOrigin,
  expectNoSeriousA11yViolations,
}) => {
  const intent = await startIntent({ amount: '9000', currency: 'eur' })
  const stranger = await page.goto(
    cardUrl(intent.client_secret, 'https://evil.example', 'en'),
  )
  expect(stranger?.status()).toBe(403)
  await expect(page.getByRole('alert')).toHaveText(
    "This payment page can only be opened from the resort's booking pages.",
  )

  await page.setViewportSize({ width: 320, height: 700 })
  await page.goto(cardUrl(intent.client_secret, examplesOrigin, 'sl'))
  await expect(
    page.getByRole('button', { name: 'Plačaj 90,00 €' }),
  ).toBeVisible()
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    ),
  ).toBe(true)
  await page.getByRole('button', { name: 'Plačaj 90,00 €' }).click()
  await expect(page.getByLabel('Ime na kartici')).toBeFocused()
  await expect(page.locator('#holder-error')).toHaveText('Izpolnite to polje.')
  await test.step('SPEC 5: a cardholder name is not only digits, spaces or hyphens', async () => {
    await page.getByLabel('Ime na kartici').fill('1234 5678')
    await page.getByRole('button', { name: 'Plačaj 90,00 €' }).click()
    await expect(page.getByLabel('Ime na kartici')).toBeFocused()
    await expect(page.locator('#holder-error')).toHaveText(
      'Vnesite ime, kot je zapisano na kartici.',
    )
  })
  await expectNoSeriousA11yViolations()
})
