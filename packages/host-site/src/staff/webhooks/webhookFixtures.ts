// The webhooks page's test data and its fake server (issue 35, decision 049), for the page's
// tests and its deliveries'; core's webhooks test data is @resort/core/staff/testing.
import type { InputOf, createWebhook } from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import type { Webhook, WebhookDelivery } from '@resort/core/staff'
import {
  createdWebhook,
  webhook,
  webhookAttempt,
  webhookDelivery,
} from '@resort/core/staff/testing'
import { screen, within } from '@testing-library/react'
import { vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { formatWhen } from '../list/formatWhen'
import { signedInAdmin } from '../testing'

type Created = InputOf<typeof createWebhook>

/** The secret a rotation answers. */
export const ROTATED_SECRET = 'whsec_RotatedRotatedRotatedRotatedRotatedRot='

/** Accounting's address: told of money taken only, with deliveries waiting and failed. */
export const accounting = webhook({
  webhookId: 'whk_accounting',
  name: 'Accounting',
  url: 'https://books.example/inbox',
  events: ['booking.paid'],
  secretSince: '2030-05-10T08:30:00.000Z',
  waiting: 1,
  failed: 2,
})

// The front desk's deliveries, newest first: one waiting after a 500, one given up, one delivered.
const waiting = webhookDelivery({
  deliveryId: 'dlv_3',
  type: 'booking.changed',
  bookingId: 'AA3',
  createdAt: '2030-05-03T10:00:00.000Z',
  state: 'waiting',
  nextAttemptAt: '2030-05-03T10:05:05.000Z',
  attempts: [
    webhookAttempt({
      at: '2030-05-03T10:00:00.000Z',
      status: 500,
      problem: 'http_500',
      durationMs: 80,
    }),
  ],
})
const givenUp = webhookDelivery({
  deliveryId: 'dlv_2',
  type: 'booking.cancelled',
  bookingId: 'AA2',
  createdAt: '2030-05-02T12:00:00.000Z',
  state: 'failed',
  attempts: [
    webhookAttempt({
      at: '2030-05-02T12:00:00.000Z',
      status: null,
      problem: 'timeout',
      durationMs: 10_000,
    }),
    webhookAttempt({
      at: '2030-05-02T12:00:15.000Z',
      status: null,
      problem: 'refused',
      durationMs: 3,
    }),
  ],
})
const delivered = webhookDelivery({ bookingId: 'AA1' })

/** The server's addresses and deliveries as a test changes them; deliveries two a page. */
export function webhooksServer(
  start: Webhook[],
  deliveries: WebhookDelivery[] = [waiting, givenUp, delivered],
) {
  let webhooks = start
  const withoutSecret = ({
    secret: _secret,
    ...listed
  }: Webhook & {
    secret?: string
  }) => listed
  return {
    adminWebhooks: vi.fn(async () => ({ webhooks })),
    createWebhook: vi.fn(async (sent: Created) => {
      const made = createdWebhook(sent, {
        webhookId: `whk_${webhooks.length + 1}`,
      })
      webhooks = [...webhooks, withoutSecret(made)]
      return made
    }),
    rotateWebhookSecret: vi.fn(async ({ webhookId }: { webhookId: string }) => {
      webhooks = webhooks.map((one) =>
        one.webhookId === webhookId
          ? { ...one, secretSince: '2030-06-01T09:00:00.000Z' }
          : one,
      )
      const rotated = webhooks.find((one) => one.webhookId === webhookId)!
      return { ...rotated, secret: ROTATED_SECRET }
    }),
    removeWebhook: vi.fn(async ({ webhookId }: { webhookId: string }) => {
      webhooks = webhooks.filter((one) => one.webhookId !== webhookId)
      return { removed: true as const }
    }),
    webhookDeliveries: vi.fn(
      async ({ before }: { webhookId: string; before?: string }) => {
        const from = before
          ? deliveries.findIndex((one) => one.deliveryId === before) + 1
          : 0
        const page = deliveries.slice(from, from + 2)
        return {
          deliveries: page,
          next: from + 2 < deliveries.length ? page.at(-1)!.deliveryId : null,
        }
      },
    ),
    replayWebhookDelivery: vi.fn(
      async ({ deliveryId }: { deliveryId: string }) =>
        webhookDelivery({
          deliveryId: 'dlv_4',
          type: 'booking.cancelled',
          bookingId: 'AA2',
          createdAt: '2030-05-04T09:00:00.000Z',
          replayOf: deliveryId,
          attempts: [
            webhookAttempt({
              at: '2030-05-04T09:00:00.000Z',
              status: 200,
              durationMs: 45,
            }),
          ],
        }),
    ),
  }
}

/** The webhooks page for a signed-in admin, against `handlers`. */
export async function webhooksPage(handlers: FakeEndpoints) {
  await accountSite(
    '/en/admin/webhooks',
    signedInAdmin(fakeSiteApi(handlers)),
    { signedIn: true },
  )
  return within(await screen.findByRole('region', { name: 'Webhooks' }))
}

/** A table's rows as the texts of their cells, the heading row first. */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    )

/** A moment as the page says it in English. */
export const when = (iso: string) => formatWhen(iso, 'en')
