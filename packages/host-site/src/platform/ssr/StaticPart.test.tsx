import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useStaticPartLinks } from '../layout/useStaticPartLinks'
import { whileHydrating } from './hydration'
import { StaticPart } from './StaticPart'

afterEach(async () => {
  document.body.innerHTML = ''
  // The hydration phase ends a task after the first pass.
  await new Promise((resolve) => setTimeout(resolve, 5))
})

/** The server's markup of a static part, as the page arrives with it. */
function serverMarkup(version = '') {
  const container = document.createElement('div')
  container.innerHTML = `<div id="cards" data-static-part="" data-version="${version}"><p>From €120 a night</p></div>`
  document.body.append(container)
  return container
}

describe('StaticPart (issue 15: hydration skips what never changes)', () => {
  it('keeps the server’s markup while the page hydrates, without running its components', () => {
    const container = serverMarkup()
    const card = vi.fn(() => <p>rendered again</p>)
    const Card = card
    const host = document.createElement('div')
    const root = createRoot(host)
    whileHydrating(() =>
      flushSync(() =>
        root.render(
          <StaticPart id="cards">
            <Card />
          </StaticPart>,
        ),
      ),
    )
    expect(card).not.toHaveBeenCalled()
    // The part rendered the markup it found (Preact leaves it in place while hydrating).
    expect(host.querySelector('#cards')?.innerHTML).toBe(
      '<p>From €120 a night</p>',
    )
    expect(container.querySelector('#cards')?.innerHTML).toBe(
      '<p>From €120 a night</p>',
    )
    act(() => root.unmount())
  })

  it('renders its children when reached in the browser (not hydrating), marked as static', () => {
    render(
      <StaticPart id="cards">
        <p>From €95 a night</p>
      </StaticPart>,
    )
    const part = screen.getByText('From €95 a night').parentElement
    expect(part).toHaveAttribute('id', 'cards')
    expect(part).toHaveAttribute('data-static-part', '')
  })

  it('does not take the markup of other content for its own (a page being left)', () => {
    serverMarkup('hotel-cissa')
    const host = document.createElement('div')
    const root = createRoot(host)
    whileHydrating(() =>
      flushSync(() =>
        root.render(
          <StaticPart id="cards" version="villa-rovinj">
            <p>From €300 a night</p>
          </StaticPart>,
        ),
      ),
    )
    expect(host).toHaveTextContent('From €300 a night')
    act(() => root.unmount())
  })

  it('renders anew once what it shows changes (another stay)', async () => {
    serverMarkup('2027-07-01')
    function Page() {
      const [stay, setStay] = useState('2027-07-01')
      return (
        <>
          <button type="button" onClick={() => setStay('2027-08-01')}>
            Change the stay
          </button>
          <StaticPart id="cards" version={stay}>
            <p>Prices for {stay}</p>
          </StaticPart>
        </>
      )
    }
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    whileHydrating(() => flushSync(() => root.render(<Page />)))
    expect(screen.queryByText(/Prices for/)).not.toBeInTheDocument()
    await userEvent.click(
      screen.getByRole('button', { name: 'Change the stay' }),
    )
    expect(screen.getByText('Prices for 2027-08-01')).toBeInTheDocument()
    act(() => root.unmount())
  })
})

function Address() {
  const { pathname, search } = useLocation()
  return <pre data-testid="address">{pathname + search}</pre>
}

function Layout({ children }: { children: React.ReactNode }) {
  useStaticPartLinks()
  return children
}

function site() {
  render(
    <MemoryRouter initialEntries={['/en']}>
      <Layout>
        <Routes>
          <Route
            path="/en"
            element={
              <>
                <div data-static-part="">
                  <a href="/en/accommodation/cissa-rovinj?adults=2">
                    Hotel Cissa
                  </a>
                  <a href="https://maps.example/rovinj">Map</a>
                </div>
                <Link to="/en/search">Search</Link>
              </>
            }
          />
          <Route path="*" element={null} />
        </Routes>
        <Address />
      </Layout>
    </MemoryRouter>,
  )
}

describe('links in a static part', () => {
  it('move within the site, as the router’s own links do', async () => {
    site()
    await userEvent.click(screen.getByRole('link', { name: 'Hotel Cissa' }))
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/en/accommodation/cissa-rovinj?adults=2',
    )
  })

  it('leave a modified click, another origin and the router’s links alone', async () => {
    site()
    const user = userEvent.setup()
    const followed = vi.fn((event: MouseEvent) => event.preventDefault())
    document.addEventListener('click', followed)
    await user.keyboard('{Control>}')
    await user.click(screen.getByRole('link', { name: 'Hotel Cissa' }))
    await user.keyboard('{/Control}')
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/en$/)
    await user.click(screen.getByRole('link', { name: 'Map' }))
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/en$/)
    await user.click(screen.getByRole('link', { name: 'Search' }))
    expect(screen.getByTestId('address')).toHaveTextContent('/en/search')
    document.removeEventListener('click', followed)
  })
})
