import { interactiveMap, type InteractiveMap } from '@resort/core/api'
import { type FakeEndpoints } from '@resort/core/api/testing'
import { SESSION_KEYS } from '@resort/core/reservation'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useRef } from 'react'
import { Link, Route } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { renderSite } from '../../testing/renderSite'
import { useEndpoint } from '../api/useEndpoint'
import { SiteLayout } from './SiteLayout'

/** A page that waits for its data until the test says so. */
let answer: () => void = () => {}
const slowApi: FakeEndpoints = {
  interactiveMap: () =>
    new Promise((resolve) => (answer = () => resolve({} as InteractiveMap))),
}
function SlowPage() {
  const map = useEndpoint(interactiveMap, { lang: 'en' })
  return <p>{map.state === 'done' ? 'arrived' : 'waiting'}</p>
}

/** A page that moves focus to its own heading when it arrives. */
function FocusingPage() {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <h1 ref={heading} tabIndex={-1}>
      Welcome
    </h1>
  )
}

const routes = (
  <Route path="/:lang" element={<SiteLayout />}>
    <Route path="slow" element={<SlowPage />} />
    <Route path="welcome" element={<FocusingPage />} />
    <Route
      path="*"
      element={
        <>
          <h1>A page</h1>
          <Link to="/en/slow">Slow page</Link>
          <Link to="/en/welcome">Welcome page</Link>
        </>
      }
    />
  </Route>
)

const at = (url: string) => {
  const user = userEvent.setup()
  renderSite(url, slowApi, routes)
  return user
}
const address = () => screen.getByTestId('address').textContent
const menuButton = () => screen.getByRole('button', { name: 'Menu' })

beforeEach(() => sessionStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('the mobile menu (SPEC 3 displayMobileMenu)', () => {
  it('opens from the keyboard, names what it controls and starts focus inside', async () => {
    const user = at('/en')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton()).toHaveAttribute('aria-controls', 'site-menu')
    menuButton().focus()
    await user.keyboard('{Enter}')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById('site-menu')).toHaveClass('site-menu--open')
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus()
    await expectNoAxeViolations()
  })

  it('keeps focus inside while open: Tab from the last stop comes back to the first, Shift+Tab the other way', async () => {
    const user = at('/en')
    menuButton().focus()
    await user.keyboard('{Enter}')
    const menu = document.getElementById('site-menu')!
    const close = screen.getByRole('button', { name: 'Close menu' })
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    const last = document.activeElement
    expect(menu).toContainElement(last as HTMLElement)
    expect(last).not.toBe(close)
    await user.tab()
    expect(close).toHaveFocus()
    for (let stop = 0; stop < 12; stop += 1) {
      await user.tab()
      expect(menu).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('closes on Escape and on its close button, focus back on the Menu button', async () => {
    const user = at('/en')
    menuButton().focus()
    await user.keyboard('{Enter}')
    await user.keyboard('{Escape}')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton()).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton()).toHaveFocus()
  })

  it('closes when a link in it is followed, and focus moves to the new page’s content (SPEC 3 contentZeroPoint)', async () => {
    const user = at('/en')
    expect(document.getElementById('main')).not.toHaveFocus()
    menuButton().focus()
    await user.keyboard('{Enter}')
    const menu = document.getElementById('site-menu')!
    await user.click(within(menu).getByRole('link', { name: 'Accommodation' }))
    expect(address()).toBe('/en/accommodation')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById('main')).toHaveFocus()
  })
})

describe('the content’s zero point (SPEC 3 contentZeroPoint)', () => {
  it('leaves focus where a new page put it in its own content', async () => {
    const user = at('/en/start')
    await user.click(screen.getByRole('link', { name: 'Welcome page' }))
    expect(screen.getByRole('heading', { name: 'Welcome' })).toHaveFocus()
  })
})

describe('the header search panel (SPEC 3 displaySearchMenu)', () => {
  const searchButton = () =>
    screen.getByRole('button', { name: 'Plan your stay' })

  it('opens at its first field and closes on Escape, focus back on the Search button', async () => {
    const user = at('/en')
    searchButton().focus()
    await user.keyboard('{Enter}')
    expect(searchButton()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByLabelText('Destination or property')).toHaveFocus()
    await expectNoAxeViolations()
    await user.keyboard('{Escape}')
    expect(searchButton()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('form')).toBeNull()
    expect(searchButton()).toHaveFocus()
  })

  it('issue 33: hands the search to the search page’s address', async () => {
    const user = at('/de')
    await user.click(screen.getByRole('button', { name: 'Aufenthalt planen' }))
    await user.type(
      screen.getByLabelText('Reiseziel oder Unterkunft'),
      'Rovinj',
    )
    await user.clear(screen.getByLabelText('Erwachsene'))
    await user.type(screen.getByLabelText('Erwachsene'), '3')
    await user.click(
      screen.getByRole('button', { name: 'Unterkünfte anzeigen' }),
    )
    const url = new URL(address(), 'https://site.test')
    expect(url.pathname).toBe('/de/suche')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      destination: 'Rovinj',
      adults: '3',
      children: '0',
    })
    expect(
      url.searchParams.get('dateTo')! > url.searchParams.get('dateFrom')!,
    ).toBe(true)
    expect(
      screen.getByRole('button', { name: 'Aufenthalt planen' }),
    ).toHaveAttribute('aria-expanded', 'false')
  })

  it('says what is wrong with the dates and stays open', async () => {
    const user = at('/en')
    await user.click(searchButton())
    await user.clear(screen.getByLabelText('Departure'))
    await user.click(screen.getByRole('button', { name: 'Show stays' }))
    const departure = screen.getByLabelText('Departure')
    expect(departure).toHaveAttribute('aria-invalid', 'true')
    expect(departure).toHaveAccessibleDescription('Enter your departure date.')
    expect(departure).toHaveFocus()
    expect(address()).toBe('/en')
    expect(sessionStorage.getItem(SESSION_KEYS.searchParams)).toBeNull()
  })
})

describe('the site’s messages (SPEC 3 reservationMessage, globalMessage)', () => {
  it('offers the booking back when the guest leaves it, until dismissed', async () => {
    const booking =
      '/en/booking/payment?propertyId=cissa-rovinj&dateFrom=2031-07-01&dateTo=2031-07-05'
    const user = at(booking)
    expect(screen.queryByText('Continue your booking')).toBeNull()
    await user.click(screen.getByRole('link', { name: 'Accommodation' }))
    expect(
      screen.getByText('You left your booking before finishing it.'),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Continue your booking' }),
    ).toHaveAttribute('href', booking)
    await expectNoAxeViolations()
    await user.click(
      screen.getByRole('button', { name: 'Dismiss booking reminder' }),
    )
    expect(screen.queryByText('Continue your booking')).toBeNull()
  })

  it('tells the guest when the browser goes offline, and can be dismissed for the session', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const user = at('/it')
    const notice = await screen.findByText(/Sei offline/)
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull()
    online.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(screen.queryByText(/Sei offline/)).toBeNull()
    online.mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    await user.click(screen.getByRole('button', { name: 'Chiudi avviso' }))
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(screen.queryByText(/Sei offline/)).toBeNull()
  })
})

describe('the progress bar (SPEC 3 isLoading)', () => {
  it('runs while a page waits for its data and says so once, politely', async () => {
    const user = at('/en/start')
    const bar = document.querySelector('.site-progress')!
    expect(bar).not.toBeVisible()
    await user.click(screen.getByRole('link', { name: 'Slow page' }))
    expect(bar).toBeVisible()
    expect(screen.getByText('Loading the page…')).toHaveAttribute(
      'aria-live',
      'polite',
    )
    act(() => answer())
    await screen.findByText('arrived')
    await waitFor(() => expect(bar).not.toBeVisible())
    expect(screen.queryByText('Loading the page…')).toBeNull()
  })
})
