import { ApiError, type InputOf, type adminDayPayments } from '@resort/core/api'
import { formatLongDate } from '@resort/core/format'
import type { DayPaymentsAnswer } from '@resort/core/staff'
import { addDaysIso } from '@resort/core/stay'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'
import { signedInAdmin } from '../testing'

afterEach(() => sessionStorage.clear())

// The page opens on today, UTC, whatever day the test runs.
const today = new Date().toISOString().slice(0, 10)
const yesterday = addDaysIso(today, -1)
const inWords = (day: string) => formatLongDate(day, 'en')

type Asked = InputOf<typeof adminDayPayments>

const ana = {
  bookingId: 'AA7K2M9QXB',
  guestName: 'Ana Horvat',
  propertyName: 'Hotel Vala',
  currency: 'EUR',
}
const busyDay = (day: string): DayPaymentsAnswer => ({
  day,
  totals: [
    {
      currency: 'EUR',
      taken: 29_000,
      refunded: 5_000,
      net: 24_000,
      declined: 1,
    },
  ],
  movements: [
    {
      ...ana,
      at: `${day}T08:05:00.000Z`,
      kind: 'taken',
      paymentKind: 'prepayment',
      feeFor: null,
      amount: 20_000,
      reference: 'pi_3QkVala0001',
    },
    {
      ...ana,
      at: `${day}T10:30:00.000Z`,
      kind: 'refunded',
      paymentKind: 'prepayment',
      feeFor: null,
      amount: 5_000,
      reference: 're_3QkVala0001',
    },
    {
      bookingId: 'BB2P4R6T8V',
      guestName: 'Luka Novak',
      propertyName: 'Villa Lavanda',
      currency: 'EUR',
      at: `${day}T16:45:00.000Z`,
      kind: 'taken',
      paymentKind: 'fee',
      feeFor: 'no_show',
      amount: 9_000,
      reference: 'pi_3QkLav0002',
    },
    {
      bookingId: 'CC3Q5S7U9W',
      guestName: 'Marta Rossi',
      propertyName: 'Ciasa Aurora',
      currency: 'EUR',
      at: `${day}T03:00:00.000Z`,
      kind: 'declined',
      paymentKind: 'prepayment',
      feeFor: null,
      amount: 14_850,
      reference: 'declined:pay-9',
    },
  ],
  owed: [
    {
      bookingId: 'CC3Q5S7U9W',
      guestName: 'Marta Rossi',
      propertyName: 'Ciasa Aurora',
      currency: 'EUR',
      dueOn: '2027-05-11',
      checkIn: '2027-05-14',
      amount: 14_850,
      action: 'hold',
      failure: 'insufficient_funds',
    },
    {
      bookingId: 'DD4R6T8V0X',
      guestName: 'Jonas Weber',
      propertyName: 'Vogar Chalets',
      currency: 'EUR',
      dueOn: '2027-05-12',
      checkIn: '2027-06-11',
      amount: 36_000,
      action: 'charge',
      failure: 'do_not_honor',
    },
  ],
})
const quietDay = (day: string): DayPaymentsAnswer => ({
  day,
  totals: [],
  movements: [],
  owed: [],
})

/** The Payments page for a signed-in admin, with the day's answers of `answer`. */
async function openPayments(
  answer: (input: Asked) => Promise<DayPaymentsAnswer>,
  url = '/en/admin/payments',
  title = 'Payments',
) {
  const adminDayPayments = vi.fn(answer)
  await accountSite(url, signedInAdmin({ adminDayPayments }), {
    signedIn: true,
  })
  const page = within(await screen.findByRole('region', { name: title }))
  return { page, adminDayPayments }
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    )

describe('issue 32: the day’s payments to reconcile', () => {
  it('shows today’s totals per currency and each move with its booking linked, and above them the payments owed after a declined card', async () => {
    const { page, adminDayPayments } = await openPayments(async ({ day }) =>
      busyDay(day),
    )
    expect(
      await page.findByText(`4 moves at the gateway on ${inWords(today)}`),
    ).toBeInTheDocument()
    expect(adminDayPayments).toHaveBeenCalledExactlyOnceWith({
      day: today,
      lang: 'en',
    })
    expect(document.title).toBe('Payments · Staff area – Adria Alpe Resorts')
    expect(
      screen.getByRole('link', { name: 'Payments', current: 'page' }),
    ).toHaveAttribute('href', '/en/admin/payments')

    // Owed payments first, then the day's money: headings in order.
    expect(
      page.getAllByRole('heading').map((heading) => heading.textContent),
    ).toEqual([
      'Payments',
      'Payments owed after a declined card',
      `Money moved on ${inWords(today)}`,
    ])

    const owed = page.getByRole('table', {
      name: 'Payments owed, the oldest due first',
    })
    expect(rowsOf(owed)).toEqual([
      [
        'Booking',
        'Guest',
        'Property',
        'Due on',
        'Arrival',
        'Amount',
        'Bank’s reason',
      ],
      [
        'CC3Q5S7U9W',
        'Marta Rossi',
        'Ciasa Aurora',
        'May 11, 2027',
        'May 14, 2027',
        '€148.50to hold on the card',
        'Insufficient funds',
      ],
      [
        'DD4R6T8V0X',
        'Jonas Weber',
        'Vogar Chalets',
        'May 12, 2027',
        'June 11, 2027',
        '€360.00to charge',
        'do_not_honor',
      ],
    ])
    expect(
      within(owed).getByRole('link', { name: 'DD4R6T8V0X' }),
    ).toHaveAttribute('href', '/en/admin/bookings/DD4R6T8V0X')

    const totals = page.getByRole('table', {
      name: `Totals of ${inWords(today)} per currency`,
    })
    expect(rowsOf(totals)).toEqual([
      [
        'Currency',
        'Taken',
        'Refunded',
        'Net (taken less refunded)',
        'Declined charges',
      ],
      ['EUR', '€290.00', '€50.00', '€240.00', '1'],
    ])

    const moves = page.getByRole('table', {
      name: `Moves at the gateway on ${inWords(today)}, in order of time`,
    })
    const [header, ...lines] = rowsOf(moves)
    expect(header).toEqual([
      'Time (UTC)',
      'Booking',
      'Guest',
      'Property',
      'Payment',
      'Move',
      'Amount',
      'Gateway reference',
    ])
    expect(lines).toHaveLength(4)
    expect(lines[0]).toEqual([
      expect.stringMatching(/^8:05\sAM$/),
      'AA7K2M9QXB',
      'Ana Horvat',
      'Hotel Vala',
      'Prepayment',
      'Taken',
      '€200.00',
      'pi_3QkVala0001',
    ])
    expect(lines[1]?.slice(4)).toEqual([
      'Prepayment',
      'Refunded',
      '€50.00',
      're_3QkVala0001',
    ])
    expect(lines[2]?.slice(4)).toEqual([
      'No-show fee',
      'Taken',
      '€90.00',
      'pi_3QkLav0002',
    ])
    expect(lines[3]?.slice(5, 7)).toEqual(['Declined by the bank', '€148.50'])
    expect(
      within(moves).getAllByRole('link', { name: 'AA7K2M9QXB' })[0],
    ).toHaveAttribute('href', '/en/admin/bookings/AA7K2M9QXB')
    // Each wide table scrolls in its own region, which a keyboard can reach.
    for (const table of [owed, totals, moves])
      expect(table.closest('[role="region"]')).toHaveAttribute('tabindex', '0')
    await expectNoAxeViolations()
  })

  it('says in words that no money moved and no payment is owed', async () => {
    const { page } = await openPayments(async ({ day }) => quietDay(day))
    const status = await page.findByText(
      `No money moved at the gateway on ${inWords(today)}`,
    )
    expect(status).toHaveAttribute('role', 'status')
    expect(
      page.getByText('No payment is owed after a declined card.'),
    ).toBeInTheDocument()
    expect(
      page.getByText('No money moved at the gateway on this day.'),
    ).toBeInTheDocument()
    expect(page.queryByRole('table')).toBeNull()
    await expectNoAxeViolations()
  })

  it('goes to the day before and back by keyboard, shows a day typed, and goes no further than today', async () => {
    const { page, adminDayPayments } = await openPayments(async ({ day }) =>
      day === today ? quietDay(day) : busyDay(day),
    )
    const field = await page.findByLabelText('Day (UTC)')
    expect(field).toHaveValue(today)
    expect(field).toHaveAttribute('max', today)
    expect(field).toHaveAccessibleDescription(
      'Today or a day before; the page shows it at once.',
    )
    expect(page.getByRole('group', { name: 'Day shown' })).toContainElement(
      field,
    )
    const next = page.getByRole('button', { name: 'Next day' })
    expect(next).toHaveAttribute('aria-disabled', 'true')
    await page.findByText(`No money moved at the gateway on ${inWords(today)}`)

    page.getByRole('button', { name: 'Previous day' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(
      await page.findByText(`4 moves at the gateway on ${inWords(yesterday)}`),
    ).toBeInTheDocument()
    expect(adminDayPayments).toHaveBeenLastCalledWith({
      day: yesterday,
      lang: 'en',
    })
    expect(field).toHaveValue(yesterday)
    expect(next).not.toHaveAttribute('aria-disabled')

    await userEvent.tab()
    expect(next).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(
      await page.findByText(
        `No money moved at the gateway on ${inWords(today)}`,
      ),
    ).toBeInTheDocument()
    const calls = adminDayPayments.mock.calls.length
    await userEvent.click(next)
    expect(adminDayPayments).toHaveBeenCalledTimes(calls)

    const monthAgo = addDaysIso(today, -30)
    await userEvent.clear(field)
    await userEvent.type(field, monthAgo)
    await waitFor(() =>
      expect(adminDayPayments).toHaveBeenLastCalledWith({
        day: monthAgo,
        lang: 'en',
      }),
    )
    expect(
      await page.findByRole('heading', {
        name: `Money moved on ${inWords(monthAgo)}`,
      }),
    ).toBeInTheDocument()
  })

  it('says a day still to come has no payments, at the field, and asks nothing', async () => {
    const { page, adminDayPayments } = await openPayments(async ({ day }) =>
      quietDay(day),
    )
    const field = await page.findByLabelText('Day (UTC)')
    await page.findByText(`No money moved at the gateway on ${inWords(today)}`)
    const tomorrow = addDaysIso(today, 1)
    await userEvent.clear(field)
    await userEvent.type(field, tomorrow)
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'No money has moved on a day still to come: please choose today or a day before.',
      ),
    )
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(adminDayPayments).toHaveBeenCalledTimes(1)
  })

  it('announces the loading, then a failure with a way to try again', async () => {
    let fail = true
    let answer!: () => void
    const { page, adminDayPayments } = await openPayments(
      ({ day }) =>
        new Promise<DayPaymentsAnswer>((resolve, reject) => {
          answer = () =>
            fail
              ? reject(
                  new ApiError({
                    kind: 'generic',
                    status: 0,
                    message: 'offline',
                  }),
                )
              : resolve(busyDay(day))
        }),
    )
    const loading = await page.findByText(
      `Loading the payments of ${inWords(today)}…`,
    )
    expect(loading).toHaveAttribute('role', 'status')
    answer()
    const alert = await page.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    )
    fail = false
    await userEvent.click(
      within(alert).getByRole('button', { name: 'Try again' }),
    )
    answer()
    expect(
      await page.findByText(`4 moves at the gateway on ${inWords(today)}`),
    ).toBeInTheDocument()
    expect(adminDayPayments).toHaveBeenCalledTimes(2)
    expect(page.queryByText(/Something went wrong/)).toBeNull()
  })

  it('asks for the day in the page’s language and reads it in Croatian', async () => {
    const { page, adminDayPayments } = await openPayments(
      async ({ day }) => busyDay(day),
      '/hr/admin/payments',
      'Plaćanja',
    )
    expect(
      await page.findByText(
        `4 kretanja novca na dan ${formatLongDate(today, 'hr')}`,
      ),
    ).toBeInTheDocument()
    expect(adminDayPayments).toHaveBeenCalledWith({ day: today, lang: 'hr' })
    expect(page.getByText('Nedovoljno sredstava')).toBeInTheDocument()
    expect(page.getAllByText('148,50 €').length).toBeGreaterThan(0)
  })
})
