import { refusal } from '@resort/core/api/testing'
import {
  WEBHOOK_SECRET,
  frontDeskRequest,
  webhook,
} from '@resort/core/staff/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { press } from '../../testing/press'
import {
  ROTATED_SECRET,
  accounting,
  rowsOf,
  webhooksPage,
  webhooksServer,
  when,
} from './webhookFixtures'

afterEach(() => sessionStorage.clear())

const form = () =>
  within(screen.getByRole('form', { name: 'Register an address' }))

const rowOf = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!)

describe('issue 35: the admin area’s webhooks', () => {
  it('decision 049: lists each address with its events in words, how old its secret is and its deliveries waiting and failed, never a secret; it is in the admin menu', async () => {
    const server = webhooksServer([webhook(), accounting])
    const page = await webhooksPage(server)
    expect(await page.findByText('2 addresses')).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Webhooks', current: 'page' }),
    ).toHaveAttribute('href', '/en/admin/webhooks')
    const table = page.getByRole('table', {
      name: 'Registered addresses, oldest first',
    })
    expect(rowsOf(table)).toEqual([
      [
        'Name',
        'Web address',
        'Told when',
        'Secret since',
        'Waiting',
        'Failed',
        'Actions',
      ],
      [
        'Front desk PMS',
        'https://pms.example/hooks/resort',
        'A booking is madeA booking is changedA booking is cancelled',
        when('2030-05-02T09:00:00.000Z'),
        '0',
        '0',
        'Deliveries to Front desk PMSRotate the secret of Front desk PMSRemove Front desk PMS',
      ],
      [
        'Accounting',
        'https://books.example/inbox',
        'Money is taken for a booking',
        when('2030-05-10T08:30:00.000Z'),
        '1',
        '2',
        'Deliveries to AccountingRotate the secret of AccountingRemove Accounting',
      ],
    ])
    // The table scrolls inside its own frame, which a keyboard reaches: never the page.
    expect(table.closest('[role="region"]')).toHaveAttribute('tabindex', '0')
    expect(page.queryByRole('textbox', { name: 'Signing secret' })).toBeNull()
    await expectNoAxeViolations()
  })

  it('decision 049: registers an address from the form and shows its signing secret once, read-only, with a copy button and how receivers verify it; hidden, it is gone', async () => {
    const server = webhooksServer([accounting])
    const page = await webhooksPage(server)
    await page.findByText('1 address')
    const user = userEvent.setup()
    const fields = form()
    await user.type(
      fields.getByRole('textbox', { name: 'Web address *' }),
      frontDeskRequest.url,
    )
    await user.type(
      fields.getByRole('textbox', { name: 'Name *' }),
      frontDeskRequest.name,
    )
    const events = within(fields.getByRole('group', { name: 'Tell it when *' }))
    for (const event of [
      'A booking is made',
      'A booking is changed',
      'A booking is cancelled',
    ])
      await user.click(events.getByRole('checkbox', { name: event }))
    expect(
      events.getByRole('checkbox', { name: 'A booking is made' }),
    ).toHaveAccessibleDescription('booking.created')
    await user.click(
      fields.getByRole('button', { name: 'Register the address' }),
    )

    expect(
      await screen.findByText(
        'Front desk PMS is registered. Its signing secret is shown below, this once.',
      ),
    ).toBeInTheDocument()
    expect(server.createWebhook).toHaveBeenCalledExactlyOnceWith(
      frontDeskRequest,
    )
    const panel = within(
      screen.getByRole('region', { name: 'Signing secret of Front desk PMS' }),
    )
    const secret = panel.getByRole('textbox', { name: 'Signing secret' })
    expect(secret).toHaveValue(WEBHOOK_SECRET)
    expect(secret).toHaveAttribute('readonly')
    // Read out with what to do with it: it is shown only now.
    await waitFor(() => expect(secret).toHaveFocus())
    expect(secret).toHaveAccessibleDescription(
      expect.stringContaining('This secret is shown only now.'),
    )
    expect(
      panel.getByText(
        /headers webhook-id, webhook-timestamp and webhook-signature/,
      ),
    ).toBeVisible()
    expect(
      panel.getByRole('link', { name: /the API document/ }),
    ).toHaveAttribute('href', '/api/docs')
    await user.click(panel.getByRole('button', { name: 'Copy the secret' }))
    expect(await panel.findByText('Secret copied.')).toBeVisible()
    expect(await navigator.clipboard.readText()).toBe(WEBHOOK_SECRET)
    // The list is read again, and never carries the secret.
    expect(await page.findByText('2 addresses')).toBeInTheDocument()
    expect(page.getByRole('table').textContent).not.toContain(WEBHOOK_SECRET)
    // The form is empty again for the next address.
    expect(fields.getByRole('textbox', { name: 'Name *' })).toHaveValue('')
    await expectNoAxeViolations()

    await user.click(
      panel.getByRole('button', { name: 'I have stored it: hide the secret' }),
    )
    expect(screen.queryByDisplayValue(WEBHOOK_SECRET)).toBeNull()
    await waitFor(() =>
      expect(page.getByRole('heading', { name: 'Addresses' })).toHaveFocus(),
    )
  })

  it('decision 049: shows the server’s 400 at the fields it names, announced, with everything typed kept; its own check asks for an event first', async () => {
    const server = webhooksServer([])
    server.createWebhook.mockRejectedValueOnce(
      refusal('missing_params', 400, {
        url: 'invalid_url',
        'events.0': 'not_allowed',
      }),
    )
    const page = await webhooksPage(server)
    await page.findByText('0 addresses')
    const user = userEvent.setup()
    const fields = form()
    const url = fields.getByRole('textbox', { name: 'Web address *' })
    // An address core's check lets through, which the server refuses.
    await user.type(url, 'https://pms.invalid/hooks')
    await user.type(fields.getByRole('textbox', { name: 'Name *' }), 'PMS')
    await user.click(
      fields.getByRole('button', { name: 'Register the address' }),
    )
    // Nothing ticked: refused before sending.
    let summary = fields.getByRole('alert')
    await waitFor(() => expect(summary).toHaveFocus())
    expect(summary).toHaveTextContent('Tell it when: Tick at least one event.')
    expect(server.createWebhook).not.toHaveBeenCalled()

    const paid = fields.getByRole('checkbox', {
      name: 'Money is taken for a booking',
    })
    await user.click(paid)
    await user.click(
      fields.getByRole('button', { name: 'Register the address' }),
    )
    await waitFor(() => expect(server.createWebhook).toHaveBeenCalledOnce())
    summary = await fields.findByRole('alert')
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        'Web address: Enter a web address that starts with https://',
      ),
    )
    await waitFor(() => expect(summary).toHaveFocus())
    expect(summary).toHaveTextContent(
      'Tell it when: Tick only the events listed.',
    )
    expect(url).toHaveAttribute('aria-invalid', 'true')
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining('without a user name or password'),
    )
    expect(
      fields.getByRole('group', { name: 'Tell it when *' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Tick only the events listed.'),
    )
    // Everything typed is kept, and no secret is shown.
    expect(url).toHaveValue('https://pms.invalid/hooks')
    expect(fields.getByRole('textbox', { name: 'Name *' })).toHaveValue('PMS')
    expect(paid).toBeChecked()
    expect(screen.queryByRole('textbox', { name: 'Signing secret' })).toBeNull()
    await expectNoAxeViolations()
  })

  it('decision 049: staff register an address, copy its secret, rotate it after a yes saying the old one signs for 24 hours, and remove the address, with the keyboard alone', async () => {
    const server = webhooksServer([])
    const page = await webhooksPage(server)
    await page.findByText('0 addresses')
    const user = userEvent.setup()
    const fields = form()
    await press(
      user,
      fields.getByRole('textbox', { name: 'Web address *' }),
      'https://pms.example/hooks',
    )
    await user.tab()
    expect(fields.getByRole('textbox', { name: 'Name *' })).toHaveFocus()
    await user.keyboard('PMS')
    await user.tab()
    expect(
      fields.getByRole('checkbox', { name: 'A booking is made' }),
    ).toHaveFocus()
    await user.keyboard(' ')
    // Enter in a field sends the form.
    await press(
      user,
      fields.getByRole('textbox', { name: 'Name *' }),
      '{Enter}',
    )
    const secret = await screen.findByRole('textbox', {
      name: 'Signing secret',
    })
    await waitFor(() => expect(secret).toHaveFocus())
    expect(server.createWebhook).toHaveBeenCalledWith({
      url: 'https://pms.example/hooks',
      name: 'PMS',
      events: ['booking.created'],
    })
    await user.tab()
    expect(
      screen.getByRole('button', { name: 'Copy the secret' }),
    ).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Secret copied.')).toBeVisible()

    const row = rowOf('PMS')
    await press(
      user,
      await row.findByRole('button', { name: 'Rotate the secret of PMS' }),
      '{Enter}',
    )
    expect(
      row.getByText(
        'Give PMS a new signing secret? The old one keeps signing beside the new one for 24 hours, then only the new one signs.',
      ),
    ).toBeVisible()
    await waitFor(() =>
      expect(
        row.getByRole('button', { name: 'Rotate the secret' }),
      ).toHaveFocus(),
    )
    await expectNoAxeViolations()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(secret).toHaveValue(ROTATED_SECRET))
    await waitFor(() => expect(secret).toHaveFocus())
    expect(server.rotateWebhookSecret).toHaveBeenCalledExactlyOnceWith({
      webhookId: 'whk_1',
    })
    expect(secret).toHaveAccessibleDescription(
      expect.stringContaining(
        'The old secret keeps signing beside this one for 24 hours',
      ),
    )
    expect(
      screen.getByText('PMS has a new signing secret, shown below this once.'),
    ).toBeInTheDocument()
    // The list is read again: the secret's date is the rotation's.
    await waitFor(() =>
      expect(
        rowOf('PMS').getByText(when('2030-06-01T09:00:00.000Z')),
      ).toBeVisible(),
    )

    await press(
      user,
      rowOf('PMS').getByRole('button', { name: 'Remove PMS' }),
      '{Enter}',
    )
    await waitFor(() =>
      expect(
        rowOf('PMS').getByRole('button', { name: 'Remove the address' }),
      ).toHaveFocus(),
    )
    await user.keyboard('{Enter}')
    const notice = await screen.findByText(
      'PMS is removed: nothing more is sent there.',
    )
    expect(notice.closest('[role="status"]')).toHaveFocus()
    expect(server.removeWebhook).toHaveBeenCalledWith({ webhookId: 'whk_1' })
    // Its secret is of no use any more.
    expect(screen.queryByDisplayValue(ROTATED_SECRET)).toBeNull()
    expect(await page.findByText('0 addresses')).toBeInTheDocument()
  })
})
