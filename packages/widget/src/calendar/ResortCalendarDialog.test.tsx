import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { calendarAnswer, dayCellName, fakeFetch } from '../search/testing'
import { ResortCalendarDialog } from './ResortCalendarDialog'

// Today is 10 March 2027.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2027, 2, 10, 10) })
})
afterEach(() => vi.useRealTimers())

describe('ResortCalendarDialog (issue 33: the property page’s dates with prices)', () => {
  it('issue 33: shows one property’s nights priced for the page’s guests in the page’s language, and hands back the stay chosen by keyboard', async () => {
    const fetch = fakeFetch({
      calendar: (url) => ({
        status: 200,
        body: calendarAnswer(url, {
          prices: { '2027-03-20': 8900 },
          unavailable: ['2027-03-23'],
        }),
      }),
    })
    const onChoose = vi.fn()
    const onClose = vi.fn()
    render(
      <ResortCalendarDialog
        lang="hr"
        propertyId="cissa-rovinj"
        propertyName="Hotel Cissa"
        adults={3}
        children={1}
        dateFrom="2027-03-20"
        onChoose={onChoose}
        onClose={onClose}
        fetch={fetch}
      />,
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Dostupnost: Hotel Cissa',
    })
    const arrival = await within(dialog).findByRole('gridcell', {
      name: dayCellName(/^subota, 20\. ožujka 2027\., od 89\s€$/),
    })
    expect(arrival).toHaveFocus()
    const url = new URL(fetch.mock.calls.at(-1)![0], 'http://widget.test')
    expect(url.pathname).toBe('/api/v1/search/unit-availability-calendar')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      propertyId: 'cissa-rovinj',
      adults: '3',
      children: '1',
      lang: 'hr',
    })
    // The 23rd is taken: a stay from the 20th can end on it, not after it.
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(
      within(dialog).getByRole('gridcell', {
        name: dayCellName(/24\. ožujka/),
      }),
    ).toHaveAttribute('aria-disabled', 'true')
    await userEvent.keyboard('{Enter}')
    expect(onChoose).toHaveBeenCalledWith('2027-03-20', '2027-03-23')
    expect(onClose).toHaveBeenCalled()
  })

  it('issue 33: Escape closes it without choosing', async () => {
    const onChoose = vi.fn()
    const onClose = vi.fn()
    render(
      <ResortCalendarDialog
        lang="en"
        propertyId="cissa-rovinj"
        propertyName="Hotel Cissa"
        adults={2}
        children={0}
        dateFrom="2027-03-20"
        onChoose={onChoose}
        onClose={onClose}
        fetch={fakeFetch({ calendar: 'pending' })}
      />,
    )
    await screen.findByRole('dialog', { name: 'Availability of Hotel Cissa' })
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
    expect(onChoose).not.toHaveBeenCalled()
  })
})
