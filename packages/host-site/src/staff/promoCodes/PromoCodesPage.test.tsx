import type { InputOf, createPromoCode } from '@resort/core/api'
import { refusal, type FakeEndpoints } from '@resort/core/api/testing'
import type { PromoCode } from '@resort/core/staff'
import { createdCode, promoCode, valaRequest } from '@resort/core/staff/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'
import { press } from '../../testing/press'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { signedInAdmin } from '../testing'
import { PROPERTIES, gridOf, valaCode, voidedCode } from './promoCodeFixtures'

afterEach(() => sessionStorage.clear())

type Created = InputOf<typeof createPromoCode>

/** The server's codes, newest first, as a test changes them. */
function codesServer(start: PromoCode[]) {
  let codes = start
  return {
    adminPromoCodes: vi.fn(async () => ({ codes })),
    createPromoCode: vi.fn(async (sent: Created) => {
      const made = createdCode(sent, {
        codeId: `code-${codes.length + 1}`,
        createdAt: '2030-05-03T09:00:00.000Z',
      })
      codes = [made, ...codes]
      return made
    }),
    voidPromoCode: vi.fn(async ({ codeId }: { codeId: string }) => {
      codes = codes.map((code) =>
        code.codeId === codeId
          ? { ...code, voidedAt: '2030-05-04T10:00:00.000Z' }
          : code,
      )
      return codes.find((code) => code.codeId === codeId)!
    }),
  }
}

/** The promo codes page for a signed-in admin, against the catalog and `codes`. */
async function promoCodesPage(
  handlers: FakeEndpoints,
  url = '/en/admin/promo-codes',
) {
  const ratesGrid = vi.fn(async (query: Parameters<typeof gridOf>[0]) =>
    gridOf(query),
  )
  await accountSite(
    url,
    signedInAdmin(
      fakeSiteApi({
        adminPropertiesSearch: vi.fn(async () => PROPERTIES),
        ratesGrid,
        ...handlers,
      }),
    ),
    { signedIn: true },
  )
  const page = within(
    await screen.findByRole('region', { name: 'Promo codes' }),
  )
  // The form comes with the catalog it chooses properties from.
  await screen.findByRole('form', { name: 'New promo code' })
  return { page, ratesGrid }
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    )

const form = () => within(screen.getByRole('form', { name: 'New promo code' }))

/** The announcement of a code just created. */
const announced = (code: string, discount: string) =>
  screen.findByText(
    `${code} is created: ${discount} off. It is listed under Codes.`,
  )

describe('issue 35: the admin area’s promo codes', () => {
  it('issue 35: lists every code with what it takes off, where and when, its uses and limits in words, and is in the admin menu', async () => {
    const server = codesServer([valaCode, promoCode(), voidedCode])
    const { page } = await promoCodesPage(server)
    expect(await page.findByText('3 promo codes')).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Promo codes', current: 'page' }),
    ).toHaveAttribute('href', '/en/admin/promo-codes')
    const table = page.getByRole('table', { name: 'Promo codes, newest first' })
    expect(rowsOf(table)).toEqual([
      [
        'Code',
        'Discount',
        'Where',
        'Stays',
        'Booked',
        'Minimum nights',
        'Uses',
        'Per guest',
        'With the member price',
        'Status',
        'Actions',
      ],
      [
        'VALA-25',
        '€25.50 off',
        'Hotel Valaonly the rates vala-flex',
        'July 1, 2030 to August 31, 2030',
        'May 1, 2030 to June 30, 2030',
        '3',
        '3 of 10',
        '1',
        'Yes',
        'Active',
        'Void VALA-25',
      ],
      [
        'SUMMER15',
        '15% off',
        'All propertiesall their rates',
        'Any time',
        'Any time',
        '1',
        '0, no limit',
        'No limit',
        'No',
        'Active',
        'Void SUMMER15',
      ],
      [
        'SPRING10',
        '10% off',
        'All propertiesall their rates',
        'Any time',
        'Any time',
        '1',
        '7, no limit',
        'No limit',
        'No',
        'Voided on April 1, 2030',
        '',
      ],
    ])
    // The wide table scrolls inside its own frame, which a keyboard reaches.
    expect(table.closest('[role="region"]')).toHaveAttribute('tabindex', '0')
    await expectNoAxeViolations()
  })

  it('issue 35: says so when there is no code yet, and offers the form', async () => {
    const { page } = await promoCodesPage(codesServer([]))
    expect(
      await page.findByText('No promo codes yet. Create the first one below.'),
    ).toBeInTheDocument()
    expect(page.queryByRole('table')).not.toBeInTheDocument()
    expect(
      form().getByRole('button', { name: 'Create the code' }),
    ).toBeVisible()
  })

  it('issue 35: creates a code from the form, the amount typed in euros sent in cents with the rate chosen, then reloads the list and announces it', async () => {
    const server = codesServer([promoCode()])
    const { page, ratesGrid } = await promoCodesPage(server)
    await page.findByText('1 promo code')
    const user = userEvent.setup()
    const fields = form()
    await user.type(fields.getByRole('textbox', { name: 'Code *' }), 'vala-25')
    await user.click(fields.getByRole('radio', { name: 'An amount' }))
    await user.type(
      fields.getByRole('textbox', { name: 'Amount off in EUR *' }),
      '25.50',
    )
    await user.click(fields.getByRole('checkbox', { name: 'Hotel Vala, Krk' }))
    // The rates of the property chosen, from its grid, named with their board.
    const rates = within(
      await fields.findByRole('group', { name: 'Rates of Hotel Vala' }),
    )
    expect(ratesGrid).toHaveBeenCalledWith(
      expect.objectContaining({ propertyId: 'vala-krk', lang: 'en' }),
    )
    await user.click(
      rates.getByRole('checkbox', { name: 'Flexible, bed and breakfast' }),
    )
    await user.type(fields.getByLabelText('First night'), '2030-07-01')
    await user.type(fields.getByLabelText('Last night'), '2030-08-31')
    await user.type(fields.getByLabelText('Last day of booking'), '2030-06-30')
    await user.type(fields.getByLabelText('Minimum nights'), '3')
    await user.type(fields.getByLabelText('Uses in all'), '10')
    await user.type(fields.getByLabelText('Uses per guest'), '1')
    await user.click(
      fields.getByRole('checkbox', {
        name: 'Also applies with the member price',
      }),
    )
    await user.click(fields.getByRole('button', { name: 'Create the code' }))

    expect(await announced('VALA-25', '€25.50')).toBeInTheDocument()
    expect(server.createPromoCode).toHaveBeenCalledExactlyOnceWith({
      ...valaRequest,
      code: 'vala-25',
    })
    expect(await page.findByText('2 promo codes')).toBeInTheDocument()
    expect(server.adminPromoCodes).toHaveBeenCalledTimes(2)
    expect(
      page.getByRole('rowheader', { name: 'VALA-25' }).closest('tr'),
    ).toHaveTextContent('€25.50 off')
    // The form is empty again for the next code.
    expect(fields.getByRole('textbox', { name: 'Code *' })).toHaveValue('')
    await expectNoAxeViolations()
  })

  it('issue 35: shows a duplicate the server refuses at the code field, announced, with everything typed kept', async () => {
    const server = codesServer([promoCode()])
    server.createPromoCode.mockRejectedValueOnce(
      refusal('conflict', 409, { code: 'promo_code_exists' }),
    )
    const { page } = await promoCodesPage(server)
    await page.findByText('1 promo code')
    const user = userEvent.setup()
    const fields = form()
    const code = fields.getByRole('textbox', { name: 'Code *' })
    await user.type(code, 'summer15')
    await user.type(
      fields.getByRole('textbox', { name: 'Percentage off *' }),
      '20',
    )
    await user.type(fields.getByLabelText('Uses in all'), '50')
    await user.click(fields.getByRole('button', { name: 'Create the code' }))

    const summary = await fields.findByRole('alert')
    await waitFor(() => expect(summary).toHaveFocus())
    expect(summary).toHaveTextContent(
      'Code: This code exists already. Choose another one.',
    )
    expect(code).toHaveAttribute('aria-invalid', 'true')
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('This code exists already. Choose another one.'),
    )
    expect(code).toHaveValue('summer15')
    expect(fields.getByLabelText('Uses in all')).toHaveValue('50')
    expect(
      fields.getByRole('textbox', { name: 'Percentage off *' }),
    ).toHaveValue('20')
    // The list is as it was.
    expect(server.adminPromoCodes).toHaveBeenCalledTimes(1)
    await expectNoAxeViolations()

    // Typing another code takes the error away, and the same form goes through.
    await user.clear(code)
    await user.type(code, 'SUMMER20')
    expect(code).not.toHaveAttribute('aria-invalid')
    await user.click(fields.getByRole('button', { name: 'Create the code' }))
    expect(await announced('SUMMER20', '20%')).toBeInTheDocument()
    expect(server.createPromoCode).toHaveBeenLastCalledWith(
      expect.objectContaining({ code: 'SUMMER20', value: 20, maxUses: 50 }),
    )
  })

  it('issue 35: refuses before sending what is no number, at each field, with the summary focused', async () => {
    const server = codesServer([])
    await promoCodesPage(server)
    const user = userEvent.setup()
    const fields = form()
    await user.type(fields.getByRole('textbox', { name: 'Code *' }), 'x')
    await user.type(
      fields.getByRole('textbox', { name: 'Percentage off *' }),
      '12.5',
    )
    await user.type(fields.getByLabelText('Minimum nights'), 'two')
    await user.click(fields.getByRole('button', { name: 'Create the code' }))
    const summary = fields.getByRole('alert')
    await waitFor(() => expect(summary).toHaveFocus())
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Code: Use 3 to 32 letters, digits or hyphens, and nothing else.',
      'Percentage off: Enter a whole number.',
      'Minimum nights: Enter a whole number.',
    ])
    // Each error's link takes the focus to its field.
    await user.click(within(summary).getAllByRole('link')[1]!)
    expect(
      fields.getByRole('textbox', { name: 'Percentage off *' }),
    ).toHaveFocus()
    expect(server.createPromoCode).not.toHaveBeenCalled()
  })

  it('issue 35: voids a code only after an inline yes; keeping it changes nothing; the list reloads and says so', async () => {
    const server = codesServer([valaCode, promoCode()])
    const { page } = await promoCodesPage(server)
    await page.findByText('2 promo codes')
    const user = userEvent.setup()
    const row = within(
      page.getByRole('rowheader', { name: 'SUMMER15' }).closest('tr')!,
    )
    await user.click(row.getByRole('button', { name: 'Void SUMMER15' }))
    expect(
      row.getByText(
        'Void SUMMER15? No new quote or booking can use it; the bookings made with it keep it.',
        { exact: false },
      ),
    ).toBeVisible()
    await waitFor(() =>
      expect(row.getByRole('button', { name: 'Void the code' })).toHaveFocus(),
    )
    await expectNoAxeViolations()
    await user.click(row.getByRole('button', { name: 'Keep it' }))
    await waitFor(() =>
      expect(row.getByRole('button', { name: 'Void SUMMER15' })).toHaveFocus(),
    )
    expect(server.voidPromoCode).not.toHaveBeenCalled()

    await user.click(row.getByRole('button', { name: 'Void SUMMER15' }))
    await user.click(row.getByRole('button', { name: 'Void the code' }))
    const notice = await screen.findByText(
      'SUMMER15 is voided: no new booking can use it.',
    )
    expect(server.voidPromoCode).toHaveBeenCalledExactlyOnceWith({
      codeId: 'code-summer',
    })
    expect(notice.closest('[role="status"]')).toHaveFocus()
    await waitFor(() =>
      expect(
        page.getByRole('rowheader', { name: 'SUMMER15' }).closest('tr'),
      ).toHaveTextContent('Voided on May 4, 2030'),
    )
    expect(
      page.queryByRole('button', { name: 'Void SUMMER15' }),
    ).not.toBeInTheDocument()
    expect(page.getByRole('button', { name: 'Void VALA-25' })).toBeVisible()
  })

  it('issue 35: staff create and void a code with the keyboard alone', async () => {
    const server = codesServer([])
    const { page } = await promoCodesPage(server)
    await page.findByText('0 promo codes')
    const user = userEvent.setup()
    const fields = form()
    const code = fields.getByRole('textbox', { name: 'Code *' })
    await press(user, code, 'EASTER')
    // On to the kind of discount: the arrow keys choose among its radios.
    await user.tab()
    expect(fields.getByRole('radio', { name: 'A percentage' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(fields.getByRole('radio', { name: 'An amount' })).toBeChecked()
    await user.tab()
    expect(
      fields.getByRole('textbox', { name: 'Amount off in EUR *' }),
    ).toHaveFocus()
    await user.keyboard('30')
    await user.tab()
    expect(
      fields.getByRole('checkbox', { name: 'Hotel Cissa, Rovinj' }),
    ).toHaveFocus()
    await user.keyboard(' ')
    await press(user, fields.getByLabelText('Uses per guest'), '2')
    await press(
      user,
      fields.getByRole('checkbox', {
        name: 'Also applies with the member price',
      }),
      ' ',
    )
    // Enter in a field sends the form.
    await press(user, fields.getByLabelText('Uses in all'), '{Enter}')
    expect(await announced('EASTER', '€30.00')).toBeInTheDocument()
    expect(server.createPromoCode).toHaveBeenCalledWith({
      code: 'EASTER',
      kind: 'amount',
      value: 3000,
      currency: 'EUR',
      propertyIds: ['cissa-rovinj'],
      ratePlanIds: [],
      maxUsesPerGuest: 2,
      combinable: true,
    })

    const voidButton = await page.findByRole('button', { name: 'Void EASTER' })
    await press(user, voidButton, '{Enter}')
    await waitFor(() =>
      expect(page.getByRole('button', { name: 'Void the code' })).toHaveFocus(),
    )
    await user.keyboard('{Enter}')
    expect(
      await screen.findByText('EASTER is voided: no new booking can use it.'),
    ).toBeInTheDocument()
    expect(server.voidPromoCode).toHaveBeenCalledWith({ codeId: 'code-1' })
  })
})
