import { ApiError, type RateEditPreviewResponse } from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { press } from '../../testing/press'
import { renderSite } from '../../testing/renderSite'
import { cissaGrid, FIRST_DAY, ratesEndpoints } from './ratesFixtures'
import { RatesPage } from './RatesPage'

const PAGE = `/en/admin/rates?property=cissa-rovinj&from=${FIRST_DAY}`

async function ratesPage(api: FakeEndpoints, url = PAGE) {
  await act(async () => {
    renderSite(url, api, onPage('/:lang/admin/rates', <RatesPage />))
  })
  await screen.findByRole('table', { name: /^Hotel Cissa: / })
}

const user = () => userEvent.setup()

const preview = (
  overrides: Partial<RateEditPreviewResponse> = {},
): RateEditPreviewResponse => ({
  currency: 'EUR',
  changes: [
    {
      unitTypeId: 'cissa-double',
      unitName: 'Double Room',
      night: '2030-06-04',
      sold: 1,
      before: {
        price: 12_550,
        roomsToSell: 3,
        closed: false,
        minStay: 0,
        closedToArrival: false,
        closedToDeparture: false,
      },
      after: {
        price: 13_805,
        roomsToSell: 3,
        closed: false,
        minStay: 0,
        closedToArrival: false,
        closedToDeparture: false,
      },
    },
    {
      unitTypeId: 'cissa-double',
      unitName: 'Double Room',
      night: '2030-06-05',
      sold: 2,
      before: {
        price: 12_550,
        roomsToSell: 3,
        closed: false,
        minStay: 0,
        closedToArrival: false,
        closedToDeparture: false,
      },
      after: {
        price: 13_805,
        roomsToSell: 3,
        closed: false,
        minStay: 0,
        closedToArrival: false,
        closedToDeparture: false,
      },
    },
  ],
  warnings: [
    {
      code: 'sold_nights_keep_price',
      count: 2,
      nights: ['2030-06-04', '2030-06-05'],
    },
  ],
  expected: 'fingerprint-of-the-preview',
  ...overrides,
})

describe('the rates grid page (issue 14)', () => {
  it('issue 14: shows each unit type’s price per night, each rate’s price, rooms to sell and sold, and restrictions in words, under dates named in full', async () => {
    const ratesGrid = vi.fn(async (query: { from: string; to: string }) =>
      cissaGrid(query),
    )
    await ratesPage(ratesEndpoints({ ratesGrid }))
    expect(ratesGrid).toHaveBeenCalledWith({
      propertyId: 'cissa-rovinj',
      from: FIRST_DAY,
      to: '2030-06-16',
      lang: 'en',
    })
    expect(
      screen.getByRole('heading', { level: 2, name: 'Rates and availability' }),
    ).toBeInTheDocument()
    const table = screen.getByRole('table', {
      name: 'Hotel Cissa: rates and availability from Jun 3, 2030 to Jun 16, 2030',
    })
    expect(
      screen.getByRole('region', {
        name: /Hotel Cissa: rates and availability .* \(scrolls sideways\)/,
      }),
    ).toHaveAttribute('tabindex', '0')
    const headers = within(table).getAllByRole('columnheader')
    expect(headers).toHaveLength(14)
    expect(headers[0]).toHaveAccessibleName('Monday, June 3, 2030')
    expect(headers[0]).toHaveTextContent('3 Mon')
    const rows = within(table).getAllByRole('row')
    const rowOf = (name: string, index = 0) =>
      rows.filter(
        (row) => within(row).queryByRole('rowheader', { name }) !== null,
      )[index]!
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell')
    expect(cells(rowOf('Price per night'))[0]).toHaveTextContent('€125.50')
    expect(
      cells(rowOf('Non-refundable, bed and breakfast'))[0],
    ).toHaveTextContent('€112.95')
    expect(cells(rowOf('Rooms to sell / sold'))[0]).toHaveTextContent('1 sold')
    expect(
      within(cells(rowOf('Rooms to sell / sold'))[0]!).getByText(
        '3 to sell, 1 sold',
      ),
    ).toBeInTheDocument()
    const restrictions = cells(rowOf('Restrictions'))
    expect(restrictions[0]).toHaveTextContent('No restrictions')
    expect(restrictions[1]).toHaveTextContent('Closed')
    for (const restriction of [
      'Minimum stay 3 nights',
      'Closed to arrival',
      'Closed to departure',
    ])
      expect(
        within(restrictions[2]!).getByText(restriction),
      ).toBeInTheDocument()
    expect(cells(rowOf('Price per night', 1))[0]).toHaveTextContent('€240.00')
    expect(
      screen.getByRole('button', {
        name: 'Edit Double Room, Monday, June 3, 2030',
      }),
    ).toBeInTheDocument()
    // The short marks are explained in words beside the grid.
    expect(
      screen.getByText('Closed to arrival: no stay may start that day.'),
    ).toBeInTheDocument()
    expect(document.title).toBe('Rates and availability – Adria Alpe Resorts')
    await expectNoAxeViolations()

    await user().click(screen.getByRole('button', { name: 'Next 14 days' }))
    await waitFor(() =>
      expect(ratesGrid).toHaveBeenLastCalledWith({
        propertyId: 'cissa-rovinj',
        from: '2030-06-17',
        to: '2030-06-30',
        lang: 'en',
      }),
    )
    expect(screen.getByTestId('address')).toHaveTextContent('from=2030-06-17')

    fireEvent.change(screen.getByLabelText('First day shown'), {
      target: { value: '2030-07-01' },
    })
    await waitFor(() =>
      expect(ratesGrid).toHaveBeenLastCalledWith(
        expect.objectContaining({ from: '2030-07-01', to: '2030-07-14' }),
      ),
    )
  })

  it('issue 14: a bulk edit made by keyboard is previewed (each night old -> new, with the warning), then saved with the preview’s fingerprint; the grid reloads and the save is announced', async () => {
    const actor = user()
    let price = 12_550
    const ratesGrid = vi.fn(async (query: { from: string; to: string }) =>
      cissaGrid(query, price),
    )
    const previewRateEdit = vi.fn(async (_edit: object) => preview())
    const saveRateEdit = vi.fn(async () => {
      price = 13_805
      return { saved: 2 }
    })
    await ratesPage(
      ratesEndpoints({ ratesGrid, previewRateEdit, saveRateEdit }),
    )
    await press(
      actor,
      screen.getByRole('button', { name: 'Edit several nights' }),
      '{Enter}',
    )
    const form = screen.getByRole('region', { name: 'Edit several nights' })
    expect(
      within(form).getByRole('heading', { name: 'Edit several nights' }),
    ).toHaveFocus()
    await press(
      actor,
      within(form).getByRole('checkbox', { name: 'Double Room' }),
      ' ',
    )
    expect(within(form).getByLabelText('First night')).toHaveValue(FIRST_DAY)
    expect(within(form).getByLabelText('Last night')).toHaveValue('2030-06-16')
    for (const weekday of ['Saturday', 'Sunday'])
      await press(
        actor,
        within(form).getByRole('checkbox', { name: weekday }),
        ' ',
      )
    expect(within(form).getByRole('checkbox', { name: 'Monday' })).toBeChecked()
    // One element per id: a browser ties a label to the first with its id only.
    const ids = [...form.querySelectorAll('[id]')].map((element) => element.id)
    expect(ids.filter((id, at) => ids.indexOf(id) !== at)).toEqual([])
    await press(
      actor,
      within(form).getByRole('radio', { name: 'Change by a percent' }),
      ' ',
    )
    await press(
      actor,
      within(form).getByRole('textbox', { name: 'Percent to add' }),
      '10{Enter}',
    )
    // Only what changes is sent.
    expect(previewRateEdit).toHaveBeenCalledWith({
      propertyId: 'cissa-rovinj',
      unitTypeIds: ['cissa-double'],
      from: FIRST_DAY,
      to: '2030-06-16',
      weekdays: [1, 2, 3, 4, 5],
      price: { mode: 'percent', value: 10 },
      lang: 'en',
    })
    const shown = await within(form).findByRole('heading', {
      name: 'Preview: 2 nights change',
    })
    expect(shown).toHaveFocus()
    const changes = within(form).getByRole('table', {
      name: 'Nights that change, with the value before and after',
    })
    const [, first] = within(changes).getAllByRole('row')
    expect(first).toHaveTextContent('Double Room')
    expect(first).toHaveTextContent('Jun 4, 2030')
    expect(first).toHaveTextContent(/Price: €125\.50 →\s?to €138\.05/)
    expect(
      within(form).getByText(
        /2 nights with bookings get a new price \(Jun 4, 2030, Jun 5, 2030\)\. Those bookings keep the price they were sold at\./,
      ),
    ).toBeInTheDocument()
    await expectNoAxeViolations()

    await press(
      actor,
      within(form).getByRole('button', {
        name: 'Save the changes to 2 nights',
      }),
      '{Enter}',
    )
    expect(saveRateEdit).toHaveBeenCalledWith({
      ...previewRateEdit.mock.calls[0]![0],
      expected: 'fingerprint-of-the-preview',
    })
    const status = await screen.findByText(
      'Saved: 2 nights changed. The grid shows the new values.',
    )
    expect(status.closest('[role="status"]')).toHaveFocus()
    expect(
      screen.queryByRole('region', { name: 'Edit several nights' }),
    ).not.toBeInTheDocument()
    await waitFor(() => expect(ratesGrid).toHaveBeenCalledTimes(2))
    const table = screen.getByRole('table', { name: /Hotel Cissa: rates/ })
    await waitFor(() =>
      expect(within(table).getAllByText('€138.05').length).toBeGreaterThan(0),
    )
  })

  it('issue 14: a night’s edit opens filled in with its values and sends only what changed; the server’s refusals show at their fields and in the summary, and what was typed stays', async () => {
    const actor = user()
    const previewRateEdit = vi.fn(async () => {
      throw new ApiError({
        kind: 'missing_params',
        status: 400,
        message: 'refused',
        fields: {
          'price.value': 'price_out_of_range',
          roomsToSell: 'above_inventory',
        },
      })
    })
    await ratesPage(ratesEndpoints({ previewRateEdit }))
    await press(
      actor,
      screen.getByRole('button', {
        name: 'Edit Double Room, Monday, June 3, 2030',
      }),
      '{Enter}',
    )
    const form = screen.getByRole('region', {
      name: 'Edit Double Room, Monday, June 3, 2030',
    })
    const price = within(form).getByRole('textbox', {
      name: 'New price per night (EUR)',
    })
    expect(price).toHaveValue('125.50')
    expect(within(form).getByLabelText('First night')).toHaveValue('2030-06-03')
    expect(within(form).getByLabelText('Last night')).toHaveValue('2030-06-03')
    const rooms = within(form).getByRole('textbox', { name: 'Rooms to sell' })
    expect(rooms).toHaveValue('3')
    expect(
      within(within(form).getByRole('group', { name: 'Sale' })).getByRole(
        'radio',
        { name: 'Open' },
      ),
    ).toBeChecked()

    await press(
      actor,
      within(form).getByRole('radio', { name: 'Change by an amount' }),
      ' ',
    )
    const amount = within(form).getByRole('textbox', {
      name: 'Amount to add (EUR)',
    })
    // The night's price is no amount to add: the field starts empty.
    expect(amount).toHaveValue('')
    await press(actor, amount, '-200')
    await actor.clear(rooms)
    await press(actor, rooms, '9{Enter}')
    expect(previewRateEdit).toHaveBeenCalledWith({
      propertyId: 'cissa-rovinj',
      unitTypeIds: ['cissa-double'],
      from: '2030-06-03',
      to: '2030-06-03',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      price: { mode: 'add', value: -20_000 },
      roomsToSell: 9,
      lang: 'en',
    })
    const summary = await within(form).findByRole('alert')
    await waitFor(() => expect(summary).toHaveFocus())
    const priceError =
      'On some nights the price would fall below €1.00 or rise above €100,000.00: choose a smaller change.'
    const roomsError =
      'That is more rooms than the unit type has: enter at most its number of units.'
    expect(
      within(summary).getByRole('link', { name: `Price: ${priceError}` }),
    ).toHaveAttribute('href', '#rate-edit-price')
    expect(
      within(summary).getByRole('link', {
        name: `Rooms to sell: ${roomsError}`,
      }),
    ).toBeInTheDocument()
    expect(amount).toHaveAccessibleDescription(
      `For example 10 or -15.50 to lower it. ${priceError}`,
    )
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(rooms).toHaveAccessibleDescription(
      `Leave blank to keep each night's value. ${roomsError}`,
    )
    expect(amount).toHaveValue('-200')
    expect(rooms).toHaveValue('9')
    await expectNoAxeViolations()
  })

  it('issue 14: a bulk edit without a unit type or any value to change is refused at its fields before anything is sent', async () => {
    const actor = user()
    const previewRateEdit = vi.fn(async () => preview())
    await ratesPage(ratesEndpoints({ previewRateEdit }))
    await actor.click(
      screen.getByRole('button', { name: 'Edit several nights' }),
    )
    const form = screen.getByRole('region', { name: 'Edit several nights' })
    await actor.click(
      within(form).getByRole('button', { name: 'Preview the changes' }),
    )
    const summary = await within(form).findByRole('alert')
    expect(summary).toHaveTextContent(
      'Unit types: Choose at least one unit type.',
    )
    expect(summary).toHaveTextContent(
      'What to change: Change at least one value',
    )
    expect(
      screen.getByRole('group', { name: 'Unit types' }),
    ).toHaveAccessibleDescription('Choose at least one unit type.')
    expect(previewRateEdit).not.toHaveBeenCalled()
  })

  it('issue 14: a unit type gone from the property (404 at unitTypeIds.0) is named at the unit types; a property gone is said above the form', async () => {
    const actor = user()
    const previewRateEdit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'not_found',
          status: 404,
          message: 'gone',
          fields: { 'unitTypeIds.0': 'not_found' },
        }),
      )
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'not_found',
          status: 404,
          message: 'gone',
          fields: { propertyId: 'not_found' },
        }),
      )
    await ratesPage(ratesEndpoints({ previewRateEdit }))
    await actor.click(
      screen.getByRole('button', { name: 'Edit several nights' }),
    )
    const form = screen.getByRole('region', { name: 'Edit several nights' })
    await actor.click(within(form).getByRole('checkbox', { name: 'Suite' }))
    await actor.click(within(form).getByRole('radio', { name: 'Closed' }))
    const preview = within(form).getByRole('button', {
      name: 'Preview the changes',
    })
    await actor.click(preview)
    expect(
      await within(form).findByRole('group', { name: 'Unit types' }),
    ).toHaveAccessibleDescription(
      'This unit type is no longer at the property. Reload the page.',
    )
    await actor.click(preview)
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This property or rate no longer exists. Reload the page.',
    )
  })

  it('issue 14: a save refused because the nights changed since the preview (409) says so, keeps the form as typed and asks for a new preview', async () => {
    const actor = user()
    const saveRateEdit = vi.fn(async () => {
      throw new ApiError({
        kind: 'conflict',
        status: 409,
        message: 'changed',
        fields: { expected: 'changed_since_preview' },
      })
    })
    await ratesPage(
      ratesEndpoints({ previewRateEdit: async () => preview(), saveRateEdit }),
    )
    await actor.click(
      screen.getByRole('button', {
        name: 'Edit Double Room, Tuesday, June 4, 2030',
      }),
    )
    const form = screen.getByRole('region', {
      name: 'Edit Double Room, Tuesday, June 4, 2030',
    })
    const price = within(form).getByRole('textbox', {
      name: 'New price per night (EUR)',
    })
    await actor.clear(price)
    await actor.type(price, '138.05')
    await actor.click(
      within(form).getByRole('button', { name: 'Preview the changes' }),
    )
    // Changing the form drops the preview: a save sends only what was shown.
    await within(form).findByRole('heading', { name: /^Preview/ })
    await actor.type(price, '0')
    expect(
      within(form).queryByRole('heading', { name: /^Preview/ }),
    ).not.toBeInTheDocument()
    await actor.clear(price)
    await actor.type(price, '138.05')
    await actor.click(
      within(form).getByRole('button', { name: 'Preview the changes' }),
    )
    await actor.click(
      await within(form).findByRole('button', { name: /^Save the changes/ }),
    )
    const alert = await within(form).findByRole('alert')
    expect(alert).toHaveTextContent(
      'These nights changed since your preview (a booking or another change). Nothing was saved: preview again, then save.',
    )
    expect(
      within(form).queryByRole('heading', { name: /^Preview/ }),
    ).not.toBeInTheDocument()
    expect(price).toHaveValue('138.05')
    expect(saveRateEdit).toHaveBeenCalledTimes(1)
  })

  it('issue 14: renames a rate in the languages filled in; the rename is announced and the grid reloads; a name refused by the server shows at its language', async () => {
    const actor = user()
    const ratesGrid = vi.fn(async (query: { from: string; to: string }) =>
      cissaGrid(query),
    )
    const renameRatePlan = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'missing_params',
          status: 400,
          message: 'refused',
          fields: { 'names.1.name': 'too_long' },
        }),
      )
      .mockResolvedValueOnce({
        ratePlanId: 'cissa-flex',
        names: { en: 'Flexible', de: 'Flexibel' },
      })
    await ratesPage(ratesEndpoints({ ratesGrid, renameRatePlan }))
    const form = screen.getByRole('form', {
      name: 'Flexible, bed and breakfast',
    })
    expect(
      within(form).getByRole('textbox', { name: 'Name in English' }),
    ).toHaveValue('Flexible')
    const german = within(form).getByRole('textbox', { name: 'Name in German' })
    expect(german).toHaveValue('')
    await actor.type(german, 'Flexibel')
    const save = within(form).getByRole('button', {
      name: 'Save the names of Flexible, bed and breakfast',
    })
    await actor.click(save)
    expect(renameRatePlan).toHaveBeenLastCalledWith({
      ratePlanId: 'cissa-flex',
      names: [
        { language: 'en', name: 'Flexible' },
        { language: 'de', name: 'Flexibel' },
      ],
    })
    await waitFor(() =>
      expect(german).toHaveAccessibleDescription(
        'A name has at most 100 characters.',
      ),
    )
    expect(german).toHaveValue('Flexibel')
    await actor.click(save)
    expect(
      await within(form).findByText(
        'The names of “Flexible, bed and breakfast” are saved.',
      ),
    ).toBeInTheDocument()
    expect(german).not.toHaveAttribute('aria-invalid')
    await waitFor(() => expect(ratesGrid).toHaveBeenCalledTimes(2))
    await expectNoAxeViolations()
  })

  it('issue 14: staff read the page in Croatian, with dates and prices in its format', async () => {
    await ratesPage(
      ratesEndpoints(),
      `/hr/admin/rates?property=cissa-rovinj&from=${FIRST_DAY}`,
    )
    expect(
      screen.getByRole('heading', { level: 2, name: 'Cijene i dostupnost' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', {
        name: /^Uredi Double Room, ponedjeljak, 3\. lipnja 2030/,
      }),
    ).toBeInTheDocument()
    expect(screen.getAllByText(/125,50\s€/).length).toBeGreaterThan(0)
    expect(
      screen.getByRole('button', { name: 'Sljedećih 14 dana' }),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })
})
