import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { bookThroughApi } from '../support/bookings'
import { expect, test } from '../support/fixtures'
import { staffPastSecondFactor } from '../support/points'
import { accountsOrigin, accountsPort } from '../support/servers'

// Issue 35 (decision 049): staff register the front desk's system in the admin area; a booking
// made is posted to it, signed; its first answer is an error, staff see the try and send the
// event again, and the receiver verifies both posts by the recipe the API document gives.
test.use({ baseURL: accountsOrigin })

interface Post {
  headers: Record<string, string>
  body: string
}

/** Standard Webhooks' recipe, as the API document gives it (HMAC-SHA256, base64). */
function verifies(secret: string, post: Post): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const expected = createHmac('sha256', key)
    .update(
      `${post.headers['webhook-id']}.${post.headers['webhook-timestamp']}.${post.body}`,
    )
    .digest()
  return (post.headers['webhook-signature'] ?? '')
    .split(' ')
    .some((signature) => {
      const given = Buffer.from(signature.replace(/^v1,/, ''), 'base64')
      return (
        signature.startsWith('v1,') &&
        given.length === expected.length &&
        timingSafeEqual(given, expected)
      )
    })
}

test('issue 35: staff register a system for booking events, a booking is posted to it signed, and a delivery it refused is sent again from the admin area', async ({
  page,
  request,
  expectNoSeriousA11yViolations,
}) => {
  // The front desk's system, on loopback: it answers errors until it is up again (retries
  // meanwhile get errors too).
  const posts: Post[] = []
  let up = false
  const receiver = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      posts.push({
        headers: incoming.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      outgoing.writeHead(up ? 204 : 503)
      outgoing.end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const address = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/bookings`
  const name = `Front desk ${Date.now().toString(36)}`
  try {
    await staffPastSecondFactor(page.request, String(accountsPort))
    await page.goto('/en/admin/webhooks')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Webhooks' }),
    ).toBeVisible({ timeout: 20_000 })
    const form = page.getByRole('form', { name: 'Register an address' })
    await form.getByRole('textbox', { name: /^Web address/ }).fill(address)
    await form.getByRole('textbox', { name: /^Name/ }).fill(name)
    await form.getByRole('checkbox', { name: 'A booking is made' }).check()
    await expectNoSeriousA11yViolations()
    await form.getByRole('button', { name: 'Register the address' }).click()
    const secretField = page.getByRole('textbox', { name: 'Signing secret' })
    await expect(secretField).toBeVisible()
    const secret = await secretField.inputValue()
    expect(secret).toMatch(/^whsec_/)
    await expectNoSeriousA11yViolations()

    const booked = await bookThroughApi(request, { startInDays: 140 })
    await expect.poll(() => posts.length).toBe(1)
    const first = posts[0]!
    expect(verifies(secret, first)).toBe(true)
    expect(JSON.parse(first.body)).toMatchObject({
      type: 'booking.created',
      data: { bookingId: booked.bookingId, checkIn: booked.dateFrom },
    })

    // The try is written down once the system has answered: the list shows it from then on.
    const hooks = (await (
      await page.request.get('/api/v1/admin/webhooks')
    ).json()) as { webhooks: { webhookId: string; name: string }[] }
    const webhookId = hooks.webhooks.find(
      (hook) => hook.name === name,
    )!.webhookId
    await expect
      .poll(async () => {
        const answer = (await (
          await page.request.get(
            `/api/v1/admin/webhooks/deliveries?webhookId=${webhookId}`,
          )
        ).json()) as { deliveries: { attempts: unknown[] }[] }
        return answer.deliveries[0]?.attempts.length ?? 0
      })
      .toBeGreaterThan(0)

    // Staff see the refused try, and send the event again once the system is up.
    await page.getByRole('button', { name: `Deliveries to ${name}` }).click()
    const deliveries = page.getByRole('table', {
      name: `Deliveries to ${name}, newest first`,
    })
    const row = deliveries
      .getByRole('row')
      .filter({ hasText: booked.bookingId })
    await expect(row).toContainText('Answered 503')
    await expect(row).toContainText('Waiting: next try')
    await expectNoSeriousA11yViolations()
    up = true
    await row.getByRole('button', { name: /^Send again/ }).click()
    await expect(page.getByText(/^Sent again: Delivered/)).toBeVisible()
    await expect.poll(() => posts.length).toBeGreaterThanOrEqual(2)
    const again = posts.at(-1)!
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id'])
    expect(again.body).toBe(first.body)
    expect(verifies(secret, again)).toBe(true)
    // On a 320 px phone the page, its secret and the deliveries' table fit without scrolling
    // sideways (the table scrolls in its own frame).
    await page.setViewportSize({ width: 320, height: 800 })
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        ),
      )
      .toBe(true)
    await expectNoSeriousA11yViolations()
    // A body changed on the way would not verify.
    expect(
      verifies(secret, {
        ...again,
        body: again.body.replace('booking', 'bookinG'),
      }),
    ).toBe(false)
  } finally {
    receiver.closeAllConnections()
    await new Promise((resolve) => receiver.close(resolve))
  }
})
