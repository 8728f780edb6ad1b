import { refusal } from '@resort/core/api/testing'
import { webhook } from '@resort/core/staff/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { press } from '../../testing/press'
import {
  accounting,
  rowsOf,
  webhooksPage,
  webhooksServer,
  when,
} from './webhookFixtures'

afterEach(() => sessionStorage.clear())

describe('issue 35: an address’s deliveries on the webhooks page', () => {
  it('decision 049: opens an address’s deliveries newest first with each try in words, sends one again showing what it came to, and reads older ones with “More deliveries”, by keyboard', async () => {
    const server = webhooksServer([webhook(), accounting])
    const page = await webhooksPage(server)
    await page.findByText('2 addresses')
    const user = userEvent.setup()
    await press(
      user,
      page.getByRole('button', { name: 'Deliveries to Front desk PMS' }),
      '{Enter}',
    )
    const section = within(
      screen.getByRole('region', { name: 'Deliveries to Front desk PMS' }),
    )
    await waitFor(() =>
      expect(
        section.getByRole('heading', { name: 'Deliveries to Front desk PMS' }),
      ).toHaveFocus(),
    )
    expect(
      section.getByText(
        /tried again after 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours, and 14 hours/,
      ),
    ).toBeVisible()
    expect(await section.findByText('2 deliveries shown')).toBeInTheDocument()
    expect(server.webhookDeliveries).toHaveBeenCalledWith({
      webhookId: 'whk_front',
    })
    const table = section.getByRole('table', {
      name: 'Deliveries to Front desk PMS, newest first',
    })
    expect(rowsOf(table).slice(0, 3)).toEqual([
      ['Event', 'Booking', 'Created', 'State', 'Tries', 'Actions'],
      [
        'A booking is changedbooking.changed',
        'AA3',
        when('2030-05-03T10:00:00.000Z'),
        `Waiting: next try ${when('2030-05-03T10:05:05.000Z')}`,
        `${when('2030-05-03T10:00:00.000Z')}: Answered 500, 80 ms`,
        `Send again: A booking is changed, booking AA3, ${when('2030-05-03T10:00:00.000Z')}`,
      ],
      [
        'A booking is cancelledbooking.cancelled',
        'AA2',
        when('2030-05-02T12:00:00.000Z'),
        'Failed: given up',
        `${when('2030-05-02T12:00:00.000Z')}: No answer within 10 seconds, 10 sec${when('2030-05-02T12:00:15.000Z')}: Connection refused, 3 ms`,
        `Send again: A booking is cancelled, booking AA2, ${when('2030-05-02T12:00:00.000Z')}`,
      ],
    ])
    expect(section.getByRole('link', { name: 'AA3' })).toHaveAttribute(
      'href',
      '/en/admin/bookings/AA3',
    )
    await expectNoAxeViolations()

    // Sent again: the outcome beside its button, the new delivery at the top.
    const cancelled = within(within(table).getAllByRole('row')[2]!)
    await press(
      user,
      cancelled.getByRole('button', { name: /^Send again/ }),
      '{Enter}',
    )
    expect(
      await cancelled.findByText('Sent again: Delivered (Answered 200).'),
    ).toBeVisible()
    expect(server.replayWebhookDelivery).toHaveBeenCalledExactlyOnceWith({
      deliveryId: 'dlv_2',
    })
    expect(
      within(within(table).getAllByRole('row')[1]!).getByText(
        'Sent again by staff',
      ),
    ).toBeVisible()
    expect(section.getByText('3 deliveries shown')).toBeInTheDocument()
    // The address's counts are read again.
    await waitFor(() => expect(server.adminWebhooks).toHaveBeenCalledTimes(2))

    // Older deliveries: the first of them takes the focus; at the last page the button goes.
    await press(
      user,
      section.getByRole('button', { name: 'More deliveries' }),
      '{Enter}',
    )
    await waitFor(() =>
      expect(
        section.getByRole('rowheader', { name: /^A booking is made/ }),
      ).toHaveFocus(),
    )
    expect(server.webhookDeliveries).toHaveBeenLastCalledWith({
      webhookId: 'whk_front',
      before: 'dlv_2',
    })
    expect(section.getByText('4 deliveries shown')).toBeInTheDocument()
    expect(
      section.queryByRole('button', { name: 'More deliveries' }),
    ).toBeNull()

    // Closed, the focus goes back to the address's button.
    await press(
      user,
      section.getByRole('button', { name: 'Close the deliveries' }),
      '{Enter}',
    )
    await waitFor(() =>
      expect(
        page.getByRole('button', { name: 'Deliveries to Front desk PMS' }),
      ).toHaveFocus(),
    )
    expect(
      screen.queryByRole('region', { name: 'Deliveries to Front desk PMS' }),
    ).toBeNull()
  })

  it('decision 049: says why a delivery could not be sent again, beside it', async () => {
    const server = webhooksServer([webhook()])
    server.replayWebhookDelivery.mockRejectedValueOnce(
      refusal('not_found', 404, { deliveryId: 'not_found' }),
    )
    const page = await webhooksPage(server)
    await page.findByText('1 address')
    const user = userEvent.setup()
    await user.click(
      page.getByRole('button', { name: 'Deliveries to Front desk PMS' }),
    )
    const first = within(
      (
        await screen.findByRole('rowheader', { name: /^A booking is changed/ })
      ).closest('tr')!,
    )
    await user.click(first.getByRole('button', { name: /^Send again/ }))
    expect(await first.findByRole('alert')).toHaveTextContent(
      'It could not be sent again. This no longer exists.',
    )
  })
})
