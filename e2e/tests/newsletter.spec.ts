import { expect, test } from '../support/fixtures'
import { linkIn, listUnsubscribeOf } from '../support/outbox'

// The newsletter (issue 13, decision 020) on the host site, against the real server and its outbox.

/** An address no other run of these tests has used. */
const newAddress = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

/** A mailed address as a path on the server under test (mails name PUBLIC_BASE_URL). */
const pathOf = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}${url.hash}`
}

test('subscribes in the footer, confirms from the outbox mail by the page’s button, unsubscribes in one click and sees the unsubscribed page', async ({
  page,
  request,
  baseURL,
  waitForMail,
  expectNoSeriousA11yViolations,
}) => {
  const email = newAddress('newsletter')
  await page.goto('/de')
  const footer = page.getByRole('contentinfo')
  await footer.getByLabel('E-Mail für unseren Newsletter').fill(email)
  await footer.getByRole('button', { name: 'Abonnieren' }).click()
  await expect(
    footer.getByText('Bitte sehen Sie in Ihr Postfach'),
  ).toBeVisible()
  // SPEC 8: newsletter_sign_up with the crm e-mail.
  const dataLayer = await page.evaluate(
    () => (window as unknown as { dataLayer: unknown[] }).dataLayer,
  )
  expect(dataLayer).toContainEqual({
    event: 'newsletter_sign_up',
    crm_email: email,
  })
  await expectNoSeriousA11yViolations()

  const mail = await waitForMail(email)
  expect(mail.subject).toBe('Bitte bestätigen Sie Ihr Newsletter-Abonnement')
  const confirmLink = pathOf(linkIn(mail))
  expect(confirmLink).toMatch(/^\/de\/newsletter-confirm#token=/)

  // ASVS 3.5.3: opening the link (as a link scanner would) confirms nothing; the button does.
  await page.goto(confirmLink)
  const confirm = page.getByRole('button', { name: 'Abonnement bestätigen' })
  await expect(confirm).toBeVisible()
  await expect(page).toHaveURL(/\/de\/newsletter-confirm$/)
  await expectNoSeriousA11yViolations()
  await confirm.click()
  await expect(
    page.getByRole('heading', { name: 'Sie haben den Newsletter abonniert' }),
  ).toBeFocused()
  await expect(page.getByRole('main')).toContainText(email)
  await expectNoSeriousA11yViolations()

  // RFC 8058: one click, as a mailbox provider makes it: the form body posted to the mail's
  // List-Unsubscribe URL, without the browser's cookies, answered 200.
  const port = new URL(baseURL ?? '').port
  const unsubscribeUrl = pathOf(listUnsubscribeOf(port, email))
  const oneClick = await request.post(unsubscribeUrl, {
    form: { 'List-Unsubscribe': 'One-Click' },
    maxRedirects: 0,
  })
  expect(oneClick.status()).toBe(200)
  expect(await oneClick.json()).toEqual({ status: 'unsubscribed' })

  // The same URL opened in the browser lands on the unsubscribed page, in the mail's language.
  await page.goto(unsubscribeUrl)
  await expect(page).toHaveURL(/\/de\/unsubscribed$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Newsletter abbestellen' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations()
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Newsletter abbestellen' })
    .click()
  await expect(
    page.getByRole('heading', { name: 'Sie haben den Newsletter abbestellt' }),
  ).toBeFocused()
  await expectNoSeriousA11yViolations()

  // The confirmation link, used once, no longer works.
  await page.goto(confirmLink)
  await page.getByRole('button', { name: 'Abonnement bestätigen' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Dieser Link ist abgelaufen oder wurde bereits verwendet.',
  )
})
