import { act, render, screen } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { HydrateLater } from './HydrateLater'
import { whileHydrating } from './hydration'

describe('HydrateLater (issue 15: the header and footer hydrate in tasks of their own)', () => {
  it('renders its children in one box-less region', () => {
    render(
      <HydrateLater>
        <p>Footer</p>
      </HydrateLater>,
    )
    expect(screen.getByText('Footer').parentElement).toHaveClass(
      'hydrate-later',
    )
  })

  it('waits while the page hydrates, and renders on its turn, a task later', async () => {
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    whileHydrating(() =>
      flushSync(() =>
        root.render(
          <HydrateLater>
            <p>Footer</p>
          </HydrateLater>,
        ),
      ),
    )
    expect(host).toBeEmptyDOMElement()
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(host).toHaveTextContent('Footer')
    act(() => root.unmount())
    host.remove()
  })
})
