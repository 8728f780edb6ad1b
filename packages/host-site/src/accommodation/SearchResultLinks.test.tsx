import { SESSION_KEYS } from '@resort/core/reservation'
import { act, screen, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { Route } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { renderSite } from '../testing/renderSite'
import { fakeSiteApi } from '../testing/siteFixtures'
import { SearchResultLinks } from './SearchResultLinks'

function SearchStandIn() {
  const container = useRef<HTMLDivElement>(null)
  return (
    <div ref={container}>
      <p data-testid="widget">results</p>
      <SearchResultLinks container={container} />
    </div>
  )
}

afterEach(() => sessionStorage.clear())

describe('SearchResultLinks', () => {
  it('links each listed property to its page under the localized slug, with the searched stay', async () => {
    sessionStorage.setItem(
      SESSION_KEYS.searchParams,
      JSON.stringify({
        destination: '',
        dateFrom: '2099-07-01',
        dateTo: '2099-07-04',
        adults: 2,
        children: 1,
        sort: 'recommended',
      }),
    )
    renderSite(
      '/de/search',
      fakeSiteApi(),
      <Route path="/:lang/search" element={<SearchStandIn />} />,
    )
    expect(screen.queryByRole('link')).toBeNull()
    await act(async () => {
      screen.getByTestId('widget').dispatchEvent(
        new CustomEvent('resort:view_item_list', {
          bubbles: true,
          detail: {
            ecommerce: {
              items: [{ item_id: 'cissa-rovinj', item_name: 'Hotel Cissa' }],
            },
          },
        }),
      )
      await Promise.resolve()
    })
    const link = await screen.findByRole('link', {
      name: 'Hotel Cissa: Zimmer und Details',
    })
    await waitFor(() =>
      expect(link).toHaveAttribute(
        'href',
        '/de/unterkunft/cissa-rovinj?dateFrom=2099-07-01&dateTo=2099-07-04&adults=2&children=1',
      ),
    )
  })
})
