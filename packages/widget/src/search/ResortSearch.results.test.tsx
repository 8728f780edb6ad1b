import { SESSION_KEYS } from '@resort/core/reservation'
import { addDaysIso, todayIso } from '@resort/core/stay'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PropertySelection } from '../events'
import { ResortSearch } from './ResortSearch'
import { fakeFetch, property, propertiesAnswer } from './testing'

const dateFrom = addDaysIso(todayIso(), 10)
const dateTo = addDaysIso(dateFrom, 3)

const twoProperties = propertiesAnswer([
  property({}),
  property({
    propertyId: 'lipov-gaj-bled',
    name: 'Lipov Gaj',
    stars: 5,
    city: 'Bled',
    regionName: 'Gorenjska',
    lowestTotal: 54000,
    nightlyFrom: 18000,
    freeCancellation: false,
  }),
])

async function search(
  labels = { from: 'Check-in', to: 'Check-out', submit: 'Search' },
) {
  fireEvent.change(screen.getByLabelText(labels.from), {
    target: { value: dateFrom },
  })
  fireEvent.change(screen.getByLabelText(labels.to), {
    target: { value: dateTo },
  })
  await userEvent.click(screen.getByRole('button', { name: labels.submit }))
}

beforeEach(() => {
  sessionStorage.clear()
  ;(globalThis as { dataLayer?: unknown[] }).dataLayer = []
})

describe('ResortSearch results', () => {
  it('lists available properties with stars, place, cancellation and prices in English', async () => {
    const fetch = fakeFetch({
      properties: { status: 200, body: twoProperties },
    })
    render(<ResortSearch lang="en" fetch={fetch} />)
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Destination or property' }),
      'Istria',
    )
    await search()

    const articles = await screen.findAllByRole('article')
    expect(articles).toHaveLength(2)
    const cissa = within(articles[0]!)
    expect(
      cissa.getByRole('heading', { name: 'Hotel Cissa' }),
    ).toBeInTheDocument()
    expect(cissa.getByText('4 stars')).toBeInTheDocument()
    expect(cissa.getByText('Rovinj, Istria')).toBeInTheDocument()
    expect(cissa.getByText('Free cancellation')).toBeInTheDocument()
    expect(cissa.getByText('from €120.00 per night')).toBeInTheDocument()
    expect(cissa.getByText('€360.00 for 3 nights')).toBeInTheDocument()
    expect(within(articles[1]!).queryByText('Free cancellation')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 properties available.',
    )

    // A late suggestions call may come after the search under load: find the search's call.
    const url = fetch.mock.calls
      .map(([called]) => new URL(called, 'http://widget.test'))
      .findLast((called) => called.pathname !== '/api/v1/search')!
    expect(url.pathname).toBe('/api/v1/search/properties')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      destination: 'Istria',
      dateFrom,
      dateTo,
      adults: '2',
      children: '0',
      sort: 'recommended',
      lang: 'en',
    })
    const dataLayer = (globalThis as { dataLayer?: unknown[] }).dataLayer
    expect(dataLayer).toContainEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_name: 'search_results',
        items: [
          {
            item_id: 'cissa-rovinj',
            item_name: 'Hotel Cissa',
            price: 120,
            index: 0,
          },
          {
            item_id: 'lipov-gaj-bled',
            item_name: 'Lipov Gaj',
            price: 180,
            index: 1,
          },
        ],
      },
    })
  })

  it('formats prices and stars in German', async () => {
    const fetch = fakeFetch({
      properties: { status: 200, body: twoProperties },
    })
    render(<ResortSearch lang="de" fetch={fetch} />)
    await search({ from: 'Anreise', to: 'Abreise', submit: 'Suchen' })
    const [cissa] = await screen.findAllByRole('article')
    expect(within(cissa!).getByText('4 Sterne')).toBeInTheDocument()
    expect(
      within(cissa!).getByText('ab 120,00 € pro Nacht'),
    ).toBeInTheDocument()
    expect(
      within(cissa!).getByText('360,00 € für 3 Nächte'),
    ).toBeInTheDocument()
    expect(
      within(cissa!).getByRole('button', { name: 'Hotel Cissa auswählen' }),
    ).toBeInTheDocument()
  })

  it('issue 13 member rates: a property whose rate has a member price shows the members’ nightly price to everyone, others show none', async () => {
    const fetch = fakeFetch({
      properties: {
        status: 200,
        body: propertiesAnswer([
          property({ memberLowestTotal: 32400, memberNightlyFrom: 10800 }),
          property({ propertyId: 'lipov-gaj-bled', name: 'Lipov Gaj' }),
        ]),
      },
    })
    render(<ResortSearch lang="de" fetch={fetch} />)
    await search({ from: 'Anreise', to: 'Abreise', submit: 'Suchen' })
    const [cissa, lipov] = await screen.findAllByRole('article')
    expect(
      within(cissa!).getByText('Clubmitglieder ab 108,00 € pro Nacht'),
    ).toBeInTheDocument()
    expect(within(lipov!).queryByText(/Clubmitglieder/)).toBeNull()
  })

  it('says when nothing is free and suggests other dates', async () => {
    render(
      <ResortSearch
        lang="en"
        fetch={fakeFetch({
          properties: { status: 200, body: propertiesAnswer([]) },
        })}
      />,
    )
    await search()
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No properties are available for these dates. Please try other dates.',
    )
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('shows an API error by kind in an alert and keeps what the guest typed', async () => {
    render(
      <ResortSearch
        lang="en"
        fetch={fakeFetch({
          properties: {
            status: 429,
            body: { error: { kind: 'rate_limited', message: 'slow down' } },
          },
        })}
      />,
    )
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Destination or property' }),
      'Bled',
    )
    await search()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many searches. Please wait a moment and try again.',
    )
    expect(
      screen.getByRole('combobox', { name: 'Destination or property' }),
    ).toHaveValue('Bled')
    expect(screen.getByLabelText('Check-in')).toHaveValue(dateFrom)
  })

  it('tells a network failure apart from other errors', async () => {
    render(
      <ResortSearch
        lang="en"
        fetch={fakeFetch({ properties: 'network-error' })}
      />,
    )
    await search()
    expect(
      await screen.findByText(/No connection to our booking system/),
    ).toBeInTheDocument()
  })

  it('dispatches resort:property-selected and pushes select_item when a property is chosen', async () => {
    const selected: CustomEvent<PropertySelection>[] = []
    const listener = (event: CustomEvent<PropertySelection>) =>
      selected.push(event)
    document.addEventListener('resort:property-selected', listener)
    render(
      <ResortSearch
        lang="en"
        fetch={fakeFetch({ properties: { status: 200, body: twoProperties } })}
      />,
    )
    await search()
    await userEvent.click(
      await screen.findByRole('button', { name: 'Select Lipov Gaj' }),
    )
    document.removeEventListener('resort:property-selected', listener)

    expect(selected).toHaveLength(1)
    expect(selected[0]?.detail).toEqual({
      propertyId: 'lipov-gaj-bled',
      dateFrom,
      dateTo,
      adults: 2,
      children: 0,
    })
    expect(selected[0]?.composed).toBe(true)
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toContainEqual({
      event: 'select_item',
      ecommerce: {
        item_list_name: 'search_results',
        items: [
          {
            item_id: 'lipov-gaj-bled',
            item_name: 'Lipov Gaj',
            price: 180,
            index: 1,
          },
        ],
      },
    })
  })

  it('tells the page of a chosen property and lets it add a link to each result, with the searched stay', async () => {
    const onPropertySelected = vi.fn()
    render(
      <ResortSearch
        lang="en"
        fetch={fakeFetch({ properties: { status: 200, body: twoProperties } })}
        onPropertySelected={onPropertySelected}
        renderPropertyLink={({ propertyId, name, dateFrom: from }) => (
          <a href={`/rooms/${propertyId}?from=${from}`}>{`${name} rooms`}</a>
        )}
      />,
    )
    await search()
    expect(
      await screen.findByRole('link', { name: 'Lipov Gaj rooms' }),
    ).toHaveAttribute('href', `/rooms/lipov-gaj-bled?from=${dateFrom}`)
    expect(screen.getAllByRole('link', { name: / rooms$/ })).toHaveLength(2)
    await userEvent.click(
      screen.getByRole('button', { name: 'Select Lipov Gaj' }),
    )
    expect(onPropertySelected).toHaveBeenCalledWith({
      propertyId: 'lipov-gaj-bled',
      dateFrom,
      dateTo,
      adults: 2,
      children: 0,
    })
  })

  it('asks the server again when the sort order changes', async () => {
    const fetch = fakeFetch({
      properties: { status: 200, body: twoProperties },
    })
    render(<ResortSearch lang="en" fetch={fetch} />)
    await search()
    await screen.findAllByRole('article')
    await userEvent.selectOptions(
      screen.getByLabelText('Sort by'),
      'Lowest price',
    )
    await screen.findAllByRole('article')
    const sorts = fetch.mock.calls.map(([url]) =>
      new URL(url, 'http://widget.test').searchParams.get('sort'),
    )
    expect(sorts).toEqual(['recommended', 'price'])
  })

  it('restores the last search from session storage and runs it again', async () => {
    sessionStorage.setItem(
      SESSION_KEYS.searchParams,
      JSON.stringify({
        destination: 'Istria',
        regionId: 'istria',
        dateFrom,
        dateTo,
        adults: 3,
        children: 1,
        sort: 'stars',
      }),
    )
    const fetch = fakeFetch({
      properties: { status: 200, body: twoProperties },
    })
    render(<ResortSearch lang="en" fetch={fetch} />)
    expect(
      screen.getByRole('combobox', { name: 'Destination or property' }),
    ).toHaveValue('Istria')
    expect(screen.getByLabelText('Adults')).toHaveValue(3)
    expect(screen.getByLabelText('Sort by')).toHaveValue('stars')
    expect(await screen.findAllByRole('article')).toHaveLength(2)
    const query = new URL(fetch.mock.calls[0]![0], 'http://widget.test')
      .searchParams
    expect(query.get('destination')).toBe('istria')
    expect(query.get('children')).toBe('1')
  })

  it('saves a search for the next page load', async () => {
    render(
      <ResortSearch
        lang="en"
        fetch={fakeFetch({ properties: { status: 200, body: twoProperties } })}
      />,
    )
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Destination or property' }),
      'Bled',
    )
    await search()
    expect(
      JSON.parse(sessionStorage.getItem(SESSION_KEYS.searchParams) ?? 'null'),
    ).toEqual({
      destination: 'Bled',
      dateFrom,
      dateTo,
      adults: 2,
      children: 0,
      sort: 'recommended',
    })
  })
})

describe('ResortSearch destination suggestions', () => {
  const suggestions = {
    destinations: [
      {
        regionId: 'istria',
        name: 'Istria',
        countryCode: 'HR',
        propertyCount: 3,
      },
    ],
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

  it('offers destinations and properties as a listbox, chosen with the arrow keys and Enter', async () => {
    const fetch = fakeFetch({
      suggestions,
      properties: { status: 200, body: twoProperties },
    })
    render(<ResortSearch lang="en" fetch={fetch} />)
    const input = screen.getByRole('combobox', {
      name: 'Destination or property',
    })
    await userEvent.type(input, 'Is')
    const listbox = await screen.findByRole('listbox', {}, { timeout: 2000 })
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(input).toHaveAttribute('aria-controls', listbox.id)
    const options = within(listbox).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Istria – 3 properties',
      'Hotel Cissa, Rovinj',
    ])
    const suggestUrl = new URL(fetch.mock.calls[0]![0], 'http://widget.test')
    expect(suggestUrl.pathname).toBe('/api/v1/search')
    expect(suggestUrl.searchParams.get('q')).toBe('Is')

    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id)
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id)
    await userEvent.keyboard('{Enter}')
    expect(input).toHaveValue('Istria')
    expect(input).toHaveAttribute('aria-expanded', 'false')

    await search()
    await screen.findAllByRole('article')
    const query = new URL(fetch.mock.calls.at(-1)![0], 'http://widget.test')
      .searchParams
    expect(query.get('destination')).toBe('istria')
  })

  it('closes the list on Escape and keeps the typed text', async () => {
    render(<ResortSearch lang="en" fetch={fakeFetch({ suggestions })} />)
    const input = screen.getByRole('combobox', {
      name: 'Destination or property',
    })
    await userEvent.type(input, 'Hot')
    await screen.findByRole('listbox', {}, { timeout: 2000 })
    await userEvent.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveValue('Hot')
  })

  it('sets a property name when a property is chosen', async () => {
    render(<ResortSearch lang="en" fetch={fakeFetch({ suggestions })} />)
    const input = screen.getByRole('combobox', {
      name: 'Destination or property',
    })
    await userEvent.type(input, 'Hot')
    const listbox = await screen.findByRole('listbox', {}, { timeout: 2000 })
    await act(async () => {
      await userEvent.click(
        within(listbox).getByRole('option', { name: 'Hotel Cissa, Rovinj' }),
      )
    })
    expect(input).toHaveValue('Hotel Cissa')
  })

  it('asks for nothing below two characters', async () => {
    const fetch = fakeFetch({ suggestions })
    render(<ResortSearch lang="en" fetch={fetch} />)
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Destination or property' }),
      'I',
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(fetch).not.toHaveBeenCalled()
  })
})
