import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ResortSearch } from './ResortSearch'
import { calendarAnswer, dayCellName, fakeFetch, shownIn } from './testing'

// Today is 10 March 2027, so the form starts at 17 March (a week ahead).
beforeEach(() => {
  sessionStorage.clear()
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2027, 2, 10, 10) })
})
afterEach(() => vi.useRealTimers())

const suggestions = {
  destinations: [],
  properties: [
    {
      propertyId: 'cissa-rovinj',
      name: 'Hotel Cissa',
      type: 'hotel' as const,
      city: 'Rovinj',
      regionName: 'Istria',
    },
  ],
}

function renderWithCalendar(lang: string) {
  const fetch = fakeFetch({
    suggestions,
    calendar: (url) => ({
      status: 200,
      body: calendarAnswer(url, {
        unavailable: ['2027-03-20', '2027-03-21'],
        prices: { '2027-03-17': 9950 },
      }),
    }),
  })
  render(<ResortSearch lang={lang} fetch={fetch} />)
  return fetch
}

/** Chooses Hotel Cissa from the suggestions. */
async function chooseProperty(
  destinationLabel: string,
  calendarLabel = 'Choose dates in the calendar',
) {
  await userEvent.type(
    screen.getByRole('combobox', { name: destinationLabel }),
    'Cissa',
  )
  await userEvent.click(
    await screen.findByRole('option', { name: 'Hotel Cissa, Rovinj' }),
  )
  await screen.findByRole('button', { name: calendarLabel })
}

const cell = (name: string | RegExp) =>
  screen.getByRole('gridcell', { name: dayCellName(name) })

describe('AvailabilityCalendar', () => {
  it('issue 33: is offered before a property is chosen, with the lowest price per night of the properties the search matches', async () => {
    const fetch = renderWithCalendar('en')
    await userEvent.selectOptions(
      screen.getByLabelText('Property type'),
      'villa',
    )
    await userEvent.click(
      screen.getByRole('button', { name: 'Choose dates in the calendar' }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Lowest price per night at our properties',
    })
    expect(
      await within(dialog).findByRole('gridcell', {
        name: dayCellName('Wednesday, March 17, 2027, from €99.50'),
      }),
    ).toHaveFocus()
    const url = new URL(fetch.mock.calls.at(-1)![0], 'http://widget.test')
    expect(url.pathname).toBe('/api/v1/search/availability-calendar')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '2027-03-10',
      to: '2027-04-30',
      adults: '2',
      children: '0',
      lang: 'en',
      type: 'villa',
    })
    await userEvent.keyboard('{Enter}{ArrowRight}{Enter}')
    expect(screen.getByLabelText('Check-in')).toHaveValue('2027-03-17')
    expect(screen.getByLabelText('Check-out')).toHaveValue('2027-03-18')
    // Once a property is chosen, the picker shows that property's own days.
    await chooseProperty('Destination or property')
    await userEvent.click(
      screen.getByRole('button', { name: 'Choose dates in the calendar' }),
    )
    expect(
      await screen.findByRole('dialog', {
        name: 'Availability of Hotel Cissa',
      }),
    ).toBeInTheDocument()
  })

  it('shows the month with weekday names, nightly prices and unavailable days disabled', async () => {
    const fetch = renderWithCalendar('en')
    await chooseProperty('Destination or property')
    await userEvent.click(
      screen.getByRole('button', { name: 'Choose dates in the calendar' }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Availability of Hotel Cissa',
    })
    const grid = within(dialog).getByRole('grid', { name: 'March 2027' })
    expect(grid).toHaveAccessibleDescription(/arrow keys/)
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(
      await screen.findByRole('gridcell', {
        name: dayCellName('Wednesday, March 17, 2027, from €99.50'),
      }),
    ).toSatisfy((found: HTMLElement) => shownIn(found) === '17 €99.50')
    expect(shownIn(cell(/March 18, 2027/))).toBe('18 €120')
    expect(cell('Saturday, March 20, 2027, unavailable')).toBe(
      cell(/March 20, 2027/),
    )
    expect(cell(/March 20, 2027/)).toHaveAttribute('aria-disabled', 'true')
    expect(cell(/March 9, 2027/)).toHaveAttribute('aria-disabled', 'true')
    expect(cell(/March 18, 2027/)).not.toHaveAttribute('aria-disabled')

    const url = new URL(fetch.mock.calls.at(-1)![0], 'http://widget.test')
    expect(url.pathname).toBe('/api/v1/search/unit-availability-calendar')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      propertyId: 'cissa-rovinj',
      from: '2027-03-10',
      to: '2027-04-30',
      adults: '2',
      children: '0',
      lang: 'en',
    })
  })

  it('issue 33: opens on the form’s stay, marked in the grid and read out, until a new arrival is picked', async () => {
    renderWithCalendar('en')
    await userEvent.click(
      screen.getByRole('button', { name: 'Choose dates in the calendar' }),
    )
    const dialog = await screen.findByRole('dialog')
    // The form starts a week ahead for three nights: March 17 to 20.
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Your dates now: Wednesday, March 17, 2027 to Saturday, March 20, 2027.',
    )
    const marked = () =>
      [...dialog.querySelectorAll('.resort-calendar__day--range')].map((cell) =>
        cell.getAttribute('data-date'),
      )
    expect(marked()).toEqual([
      '2027-03-17',
      '2027-03-18',
      '2027-03-19',
      '2027-03-20',
    ])
    await userEvent.keyboard(
      '{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}',
    )
    expect(marked()).toEqual([])
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /^Arrival Monday, March 22, 2027/,
    )
  })

  it('moves by day, week and month with the keyboard, and Enter picks arrival then departure', async () => {
    renderWithCalendar('en')
    await chooseProperty('Destination or property')
    const opener = screen.getByRole('button', {
      name: 'Choose dates in the calendar',
    })
    await userEvent.click(opener)
    await screen.findByRole('gridcell', {
      name: dayCellName(/March 17, 2027, from/),
    })
    expect(cell(/March 17, 2027/)).toHaveFocus()

    await userEvent.keyboard('{ArrowRight}')
    expect(cell(/March 18, 2027/)).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(cell(/March 25, 2027/)).toHaveFocus()
    await userEvent.keyboard('{PageDown}')
    expect(screen.getByRole('grid', { name: 'April 2027' })).toBeInTheDocument()
    expect(cell(/April 25, 2027/)).toHaveFocus()
    await userEvent.keyboard('{PageUp}{ArrowUp}')
    expect(cell(/March 18, 2027/)).toHaveFocus()

    await userEvent.keyboard('{Enter}')
    expect(cell(/March 18, 2027/)).toHaveAttribute('aria-selected', 'true')
    expect(
      within(screen.getByRole('dialog')).getByRole('status'),
    ).toHaveTextContent(
      'Arrival Thursday, March 18, 2027. Now choose your departure.',
    )
    // The night of the 20th is taken: the 20th is the last possible departure.
    expect(cell(/March 20, 2027/)).not.toHaveAttribute('aria-disabled')
    expect(cell(/March 21, 2027/)).toHaveAttribute('aria-disabled', 'true')

    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByLabelText('Check-in')).toHaveValue('2027-03-18')
    expect(screen.getByLabelText('Check-out')).toHaveValue('2027-03-20')
    expect(opener).toHaveFocus()
  })

  it('issue 14: honours staff’s restrictions: no arrival or departure on a closed day, the minimum stay from an arrival, each read out with the day', async () => {
    const fetch = fakeFetch({
      suggestions,
      calendar: (url) => ({
        status: 200,
        body: calendarAnswer(url, {
          restrictions: {
            '2027-03-18': { closedToArrival: true },
            '2027-03-22': { minNights: 3 },
            '2027-03-24': { closedToDeparture: true },
          },
        }),
      }),
    })
    render(<ResortSearch lang="en" fetch={fetch} />)
    await chooseProperty('Destination or property')
    await userEvent.click(
      screen.getByRole('button', { name: 'Choose dates in the calendar' }),
    )
    await screen.findByRole('gridcell', {
      name: dayCellName(/March 17, 2027, from/),
    })
    expect(cell('Thursday, March 18, 2027, from €120, no arrivals')).toBe(
      cell(/March 18, 2027/),
    )
    expect(cell(/March 18, 2027/)).toHaveAttribute('aria-disabled', 'true')
    expect(
      cell('Monday, March 22, 2027, from €120, minimum stay 3 nights'),
    ).toBe(cell(/March 22, 2027/))
    // From the 17th a stay may go through the 18th; it may not end on the 24th.
    await userEvent.click(cell(/March 17, 2027/))
    expect(cell(/March 19, 2027/)).not.toHaveAttribute('aria-disabled')
    expect(cell(/March 24, 2027/)).toHaveAttribute('aria-disabled', 'true')
    expect(cell(/Wednesday, March 24, 2027, from €120, no departures/)).toBe(
      cell(/March 24, 2027/),
    )
    // From the 22nd the first departure is the 25th.
    await userEvent.keyboard('{Escape}')
    await userEvent.click(
      screen.getByRole('button', { name: 'Choose dates in the calendar' }),
    )
    await userEvent.click(cell(/March 22, 2027/))
    expect(cell(/March 24, 2027/)).toHaveAttribute('aria-disabled', 'true')
    expect(cell(/March 25, 2027/)).not.toHaveAttribute('aria-disabled')
  })

  it('ignores unavailable days and picks dates with the mouse', async () => {
    renderWithCalendar('en')
    await chooseProperty('Destination or property')
    await userEvent.click(
      screen.getByRole('button', { name: 'Choose dates in the calendar' }),
    )
    await screen.findByRole('gridcell', {
      name: dayCellName(/March 17, 2027, from/),
    })
    await userEvent.click(cell(/March 21, 2027/))
    expect(cell(/March 21, 2027/)).not.toHaveAttribute('aria-selected')
    await userEvent.click(cell(/March 22, 2027/))
    await userEvent.click(cell(/March 25, 2027/))
    expect(screen.getByLabelText('Check-in')).toHaveValue('2027-03-22')
    expect(screen.getByLabelText('Check-out')).toHaveValue('2027-03-25')
  })

  it('closes on Escape and returns the focus to its button', async () => {
    renderWithCalendar('en')
    await chooseProperty('Destination or property')
    const opener = screen.getByRole('button', {
      name: 'Choose dates in the calendar',
    })
    await userEvent.click(opener)
    expect(opener).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowRight}{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
    expect(opener).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByLabelText('Check-in')).toHaveValue('2027-03-17')
  })

  it('speaks German: month, weekdays, prices and labels', async () => {
    renderWithCalendar('de')
    await chooseProperty(
      'Reiseziel oder Unterkunft',
      'Reisedaten im Kalender wählen',
    )
    await userEvent.click(
      screen.getByRole('button', { name: 'Reisedaten im Kalender wählen' }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Verfügbarkeit von Hotel Cissa',
    })
    const grid = within(dialog).getByRole('grid', { name: 'März 2027' })
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Mo')
    // Intl puts a no-break space before the euro sign.
    expect(
      await screen.findByRole('gridcell', {
        name: dayCellName(/^Mittwoch, 17\. März 2027, ab 99,50\s€$/),
      }),
    ).toSatisfy((found: HTMLElement) => shownIn(found) === '17 99,50\u00a0€')
    expect(shownIn(cell(/18\. März 2027/))).toBe('18 120\u00a0€')
    expect(cell(/20\. März 2027/)).toHaveAttribute('aria-disabled', 'true')
    expect(cell('Samstag, 20. März 2027, nicht verfügbar')).toBe(
      cell(/20\. März 2027/),
    )
    expect(
      within(dialog).getByRole('button', { name: 'Nächster Monat' }),
    ).toBeInTheDocument()
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{Enter}')
    expect(screen.getByLabelText('Anreise')).toHaveValue('2027-03-17')
    expect(screen.getByLabelText('Abreise')).toHaveValue('2027-03-19')
  })

  it('says so when the availability cannot be loaded, leaving the date fields', async () => {
    render(
      <ResortSearch
        lang="en"
        fetch={fakeFetch({ suggestions, calendar: 'network-error' })}
      />,
    )
    await chooseProperty('Destination or property')
    await userEvent.click(
      screen.getByRole('button', { name: 'Choose dates in the calendar' }),
    )
    expect(
      await within(await screen.findByRole('dialog')).findByText(
        /could not be loaded/,
      ),
    ).toHaveAttribute('role', 'status')
  })
})
