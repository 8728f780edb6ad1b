import type { AdminGiftVoucher } from '@resort/core/api'
import { refusal, type FakeEndpoints } from '@resort/core/api/testing'
import {
  giftVoucher,
  giftVouchers,
  refundedVoucher,
  voidedVoucher,
} from '@resort/core/staff/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'
import { press } from '../../testing/press'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { formatWhen } from '../list/formatWhen'
import { signedInAdmin } from '../testing'

afterEach(() => sessionStorage.clear())

/** The server's vouchers, newest first, as a test changes them. */
function vouchersServer(start: AdminGiftVoucher[] = giftVouchers()) {
  let vouchers = start
  const change =
    (made: (voucher: AdminGiftVoucher) => AdminGiftVoucher) =>
    async ({ voucherId }: { voucherId: string }) => {
      vouchers = vouchers.map((voucher) =>
        voucher.voucherId === voucherId ? made(voucher) : voucher,
      )
      return vouchers.find((voucher) => voucher.voucherId === voucherId)!
    }
  return {
    adminGiftVouchers: vi.fn(async () => ({ vouchers })),
    voidGiftVoucher: vi.fn(change((voucher) => voidedVoucher(voucher))),
    refundGiftVoucher: vi.fn(change((voucher) => refundedVoucher(voucher))),
    /** The server's vouchers change behind the page's back (another admin). */
    set: (next: AdminGiftVoucher[]) => (vouchers = next),
  }
}

/** The gift vouchers page for a signed-in admin, against `handlers`. */
async function giftVouchersPage(
  handlers: FakeEndpoints,
  url = '/en/admin/gift-vouchers',
) {
  await accountSite(url, signedInAdmin(fakeSiteApi(handlers)), {
    signedIn: true,
  })
  return within(await screen.findByRole('region', { name: 'Gift vouchers' }))
}

const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll(':scope > * > tr')].map((row) =>
    [...row.querySelectorAll(':scope > th, :scope > td')].map((cell) =>
      cell.querySelector('details')
        ? cell.querySelector('summary')?.textContent
        : cell.textContent,
    ),
  )

type Page = Awaited<ReturnType<typeof giftVouchersPage>>

/** The row of the voucher whose code ends in `end`. */
const rowOf = (page: Page, end: string) =>
  within(
    page
      .getByRole('rowheader', { name: `Code ending in ${end}` })
      .closest('tr')!,
  )

describe('issue 35: the admin area’s gift vouchers', () => {
  it('issue 35: lists every voucher by its code’s end with who it is for and from, amounts, state, days and history, and is in the admin menu', async () => {
    const page = await giftVouchersPage(vouchersServer())
    expect(await page.findByText('3 gift vouchers')).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Gift vouchers', current: 'page' }),
    ).toHaveAttribute('href', '/en/admin/gift-vouchers')
    const table = page.getByRole('table', {
      name: 'Gift vouchers, newest first',
    })
    expect(rowsOf(table)).toEqual([
      [
        'Code',
        'Recipient',
        'Buyer',
        'Amount',
        'Balance',
        'State',
        'Valid until',
        'Bought on',
        'History',
        'Actions',
      ],
      [
        '••••-JKMNCode ending in JKMN',
        'Ana Horvatana@example.com',
        'Marta Kovačmarta@example.com',
        '€100.00',
        '€60.00',
        'Active',
        'May 2, 2033',
        'May 2, 2030',
        'History (2), voucher ending in JKMN',
        'VoidRefund the balance',
      ],
      [
        '••••-P7QRCode ending in P7QR',
        'Ivo NovakNo e-mail: mailed to the buyer to print',
        'Ivo Novakivo@example.com',
        '€50.00',
        '€0.00',
        'Spent',
        'April 20, 2033',
        'April 20, 2030',
        'History (2), voucher ending in P7QR',
        '',
      ],
      [
        '••••-ZX45Code ending in ZX45',
        'Jonas Weberjonas@example.com',
        'Lena Weberlena@example.com',
        '€200.00',
        '€0.00',
        'Refunded',
        'March 15, 2033',
        'March 15, 2030',
        'History (2), voucher ending in ZX45',
        '',
      ],
    ])
    // Whole codes are never on the page; the wide table scrolls in a frame a keyboard reaches.
    expect(table.closest('[role="region"]')).toHaveAttribute('tabindex', '0')
    await expectNoAxeViolations()
  })

  it('issue 35: shows a voucher’s moves behind a disclosure: kind in words, signed amount, its booking and when', async () => {
    const page = await giftVouchersPage(vouchersServer())
    await page.findByText('3 gift vouchers')
    const user = userEvent.setup()
    const row = rowOf(page, 'JKMN')
    const history = row.getByText('History (2)').closest('details')!
    expect(history).not.toHaveAttribute('open')
    await user.click(row.getByText('History (2)'))
    expect(history).toHaveAttribute('open')
    const moves = within(history).getByRole('table', {
      name: 'History of the voucher ending in JKMN, oldest first',
    })
    expect(
      within(moves)
        .getAllByRole('row')
        .map((line) =>
          within(line)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      [],
      [
        formatWhen('2030-05-02T09:00:00.000Z', 'en'),
        'Bought',
        '+€100.00',
        'None',
      ],
      [
        formatWhen('2030-06-10T14:30:00.000Z', 'en'),
        'Spent on a booking',
        '-€40.00',
        'BK-7Q2M',
      ],
    ])
    expect(
      within(moves).getByRole('link', { name: 'BK-7Q2M' }),
    ).toHaveAttribute('href', '/en/admin/bookings/BK-7Q2M')
    await expectNoAxeViolations()
  })

  it('issue 35: says so when no voucher was bought yet', async () => {
    const page = await giftVouchersPage(vouchersServer([]))
    expect(
      await page.findByText(
        'No gift vouchers yet. They are listed here once a guest buys one.',
      ),
    ).toBeInTheDocument()
    expect(page.queryByRole('table')).not.toBeInTheDocument()
  })

  it('issue 35: shows the vouchers of a state, or those a search finds by code end, name or address, announcing how many', async () => {
    const page = await giftVouchersPage(vouchersServer())
    await page.findByText('3 gift vouchers')
    const user = userEvent.setup()
    const search = page.getByRole('search', { name: 'Find gift vouchers' })
    await user.selectOptions(
      within(search).getByRole('combobox', { name: 'State' }),
      'Spent',
    )
    expect(page.getByText('Gift vouchers shown: 1 of 3')).toHaveAttribute(
      'role',
      'status',
    )
    expect(
      page.getAllByRole('rowheader').map((header) => header.textContent),
    ).toEqual(['••••-P7QRCode ending in P7QR'])

    await user.selectOptions(
      within(search).getByRole('combobox', { name: 'State' }),
      'All states',
    )
    const query = within(search).getByRole('searchbox', { name: /^Search/ })
    await user.type(query, 'weber')
    expect(page.getByText('Gift vouchers shown: 1 of 3')).toHaveAttribute(
      'role',
      'status',
    )
    expect(page.getByRole('rowheader')).toHaveAccessibleName(
      'Code ending in ZX45',
    )
    await user.clear(query)
    await user.type(query, 'abcd-efgh-jkmn')
    expect(page.getByRole('rowheader')).toHaveAccessibleName(
      'Code ending in JKMN',
    )
    await user.clear(query)
    await user.type(query, 'nobody')
    expect(
      page.getByText(
        'No gift voucher matches. Choose another state or change the search.',
      ),
    ).toBeInTheDocument()
    expect(page.queryByRole('table')).not.toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('issue 35: voids a voucher only after an inline yes; keeping it changes nothing; the outcome is announced and focused', async () => {
    const server = vouchersServer()
    const page = await giftVouchersPage(server)
    await page.findByText('3 gift vouchers')
    const user = userEvent.setup()
    const row = rowOf(page, 'JKMN')
    const voidButton = row.getByRole('button', {
      name: 'Void, voucher ending in JKMN',
    })
    await user.click(voidButton)
    expect(
      row.getByText(
        'Void the voucher ending in JKMN? Its €60.00 left can no longer be spent; the bookings it paid keep it. This cannot be undone.',
        { exact: false },
      ),
    ).toBeVisible()
    await waitFor(() =>
      expect(
        row.getByRole('button', { name: 'Void the voucher' }),
      ).toHaveFocus(),
    )
    await expectNoAxeViolations()
    await user.click(row.getByRole('button', { name: 'Keep it' }))
    await waitFor(() =>
      expect(
        row.getByRole('button', { name: 'Void, voucher ending in JKMN' }),
      ).toHaveFocus(),
    )
    expect(server.voidGiftVoucher).not.toHaveBeenCalled()

    await user.click(
      row.getByRole('button', { name: 'Void, voucher ending in JKMN' }),
    )
    await user.click(row.getByRole('button', { name: 'Void the voucher' }))
    const notice = await screen.findByText(
      'The voucher ending in JKMN is voided: its €60.00 left can no longer be spent.',
    )
    expect(server.voidGiftVoucher).toHaveBeenCalledExactlyOnceWith({
      voucherId: 'gv-ana',
    })
    expect(notice.closest('[role="status"]')).toHaveFocus()
    // The answer takes the voucher's place: no second read of the list.
    expect(row.getByRole('cell', { name: 'Void' })).toBeInTheDocument()
    expect(row.queryByRole('button')).not.toBeInTheDocument()
    expect(server.adminGiftVouchers).toHaveBeenCalledTimes(1)
  })

  it('issue 35: offers Refund only with a balance, and Void and Refund only on an active voucher', async () => {
    const page = await giftVouchersPage(
      vouchersServer([
        giftVoucher({ voucherId: 'gv-none', codeEnd: 'NN22', balance: 0 }),
        giftVoucher({ voucherId: 'gv-old', codeEnd: 'EX99', state: 'expired' }),
        voidedVoucher(giftVoucher({ voucherId: 'gv-void', codeEnd: 'VD33' })),
      ]),
    )
    await page.findByText('3 gift vouchers')
    const buttons = (end: string) =>
      rowOf(page, end)
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label'))
    expect(buttons('NN22')).toEqual(['Void, voucher ending in NN22'])
    expect(buttons('EX99')).toEqual([])
    expect(buttons('VD33')).toEqual([])
  })

  it('issue 35: says at the voucher that the gateway did not answer, changes nothing, and refunds on a second try', async () => {
    const server = vouchersServer()
    server.refundGiftVoucher.mockRejectedValueOnce(
      refusal('payment_unavailable', 503),
    )
    const page = await giftVouchersPage(server)
    await page.findByText('3 gift vouchers')
    const user = userEvent.setup()
    const row = rowOf(page, 'JKMN')
    const refund = () =>
      row.getByRole('button', {
        name: 'Refund the balance, voucher ending in JKMN',
      })
    await user.click(refund())
    expect(
      row.getByText(
        'Refund the €60.00 left on the voucher ending in JKMN to the card it was bought with?',
        { exact: false },
      ),
    ).toBeVisible()
    await user.click(row.getByRole('button', { name: 'Refund €60.00' }))
    const alert = await row.findByText(
      'The voucher ending in JKMN could not be refunded. The payment service did not answer, so nothing was refunded. Please try again in a few minutes.',
    )
    expect(alert.closest('[role="alert"]')).toBeInTheDocument()
    await waitFor(() => expect(refund()).toHaveFocus())
    expect(row.getByRole('cell', { name: 'Active' })).toBeInTheDocument()
    expect(server.adminGiftVouchers).toHaveBeenCalledTimes(1)
    await expectNoAxeViolations()

    await user.click(refund())
    // Asking again: the old failure is no longer news.
    expect(alert).not.toBeInTheDocument()
    await user.click(row.getByRole('button', { name: 'Refund €60.00' }))
    expect(
      await screen.findByText(
        '€60.00 is refunded to the buyer’s card; the voucher ending in JKMN can no longer be spent.',
      ),
    ).toBeInTheDocument()
    expect(server.refundGiftVoucher).toHaveBeenCalledTimes(2)
    expect(row.getByRole('cell', { name: 'Refunded' })).toBeInTheDocument()
  })

  it('issue 35: reads the list again when the voucher was voided meanwhile, and keeps the reason at the voucher, focused', async () => {
    const server = vouchersServer()
    server.voidGiftVoucher.mockImplementationOnce(async () => {
      throw refusal('conflict', 409)
    })
    const page = await giftVouchersPage(server)
    await page.findByText('3 gift vouchers')
    // Another admin refunds it first.
    server.set([refundedVoucher(giftVoucher()), ...giftVouchers().slice(1)])
    const user = userEvent.setup()
    const row = rowOf(page, 'JKMN')
    await user.click(
      row.getByRole('button', { name: 'Void, voucher ending in JKMN' }),
    )
    await user.click(row.getByRole('button', { name: 'Void the voucher' }))
    const alert = (
      await row.findByText(
        'The voucher ending in JKMN could not be voided. It was voided or refunded meanwhile: the list shows it as it is now.',
      )
    ).closest<HTMLElement>('[role="alert"]')!
    expect(row.getByRole('cell', { name: 'Refunded' })).toBeInTheDocument()
    expect(row.queryByRole('button')).not.toBeInTheDocument()
    // Its buttons are gone: the reason takes the focus.
    await waitFor(() => expect(alert).toHaveFocus())
    expect(server.adminGiftVouchers).toHaveBeenCalledTimes(2)
  })

  it('issue 35: says why the list could not be read, and reads it again', async () => {
    const server = vouchersServer()
    server.adminGiftVouchers.mockRejectedValueOnce(refusal('generic', 500))
    const page = await giftVouchersPage(server)
    const alert = await page.findByRole('alert', {}, { timeout: 5000 })
    await within(alert).findByRole('button', { name: 'Try again' })
    await userEvent
      .setup()
      .click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await page.findByText('3 gift vouchers')).toBeInTheDocument()
  })

  it('issue 35: staff find a voucher and refund it with the keyboard alone', async () => {
    const server = vouchersServer([
      giftVoucher(),
      giftVoucher({ voucherId: 'gv-two', codeEnd: 'AB23' }),
    ])
    const page = await giftVouchersPage(server)
    await page.findByText('2 gift vouchers')
    const user = userEvent.setup()
    await press(user, page.getByRole('searchbox', { name: /^Search/ }), 'ab23')
    expect(page.getByText('Gift vouchers shown: 1 of 2')).toHaveAttribute(
      'role',
      'status',
    )
    // On through the table's frame to the voucher's history, then to its refund.
    await user.tab()
    expect(page.getByRole('region', { name: /newest first/ })).toHaveFocus()
    await user.tab()
    expect(page.getByText('History (2)').closest('summary')).toHaveFocus()
    const refund = page.getByRole('button', {
      name: 'Refund the balance, voucher ending in AB23',
    })
    refund.focus()
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(page.getByRole('button', { name: 'Refund €60.00' })).toHaveFocus(),
    )
    await user.keyboard('{Enter}')
    expect(
      await screen.findByText(
        '€60.00 is refunded to the buyer’s card; the voucher ending in AB23 can no longer be spent.',
      ),
    ).toBeInTheDocument()
    expect(server.refundGiftVoucher).toHaveBeenCalledExactlyOnceWith({
      voucherId: 'gv-two',
    })
    await waitFor(() =>
      expect(
        screen
          .getByText(/the voucher ending in AB23 can no longer be spent/)
          .closest('[role="status"]'),
      ).toHaveFocus(),
    )
  })
})
