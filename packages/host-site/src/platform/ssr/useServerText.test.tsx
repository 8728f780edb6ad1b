import { act, render, screen } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whileHydrating } from './hydration'
import { useServerText } from './useServerText'

afterEach(async () => {
  document.body.innerHTML = ''
  // The hydration phase ends a task after the first pass.
  await new Promise((resolve) => setTimeout(resolve, 5))
})

function Dates({ stay, compute }: { stay: string; compute: () => string }) {
  return <p id="dates">{useServerText('dates', stay, compute)}</p>
}

describe('useServerText (issue 15: hydration does not format again what the server did)', () => {
  it('takes the server’s text while the page hydrates, and computes it once the stay changes', () => {
    document.body.innerHTML = '<p id="dates">12–14 Dec 2026</p>'
    const compute = vi.fn(() => '20–22 Dec 2026')
    const host = document.createElement('div')
    const root = createRoot(host)
    whileHydrating(() =>
      flushSync(() =>
        root.render(<Dates stay="2026-12-12" compute={compute} />),
      ),
    )
    expect(compute).not.toHaveBeenCalled()
    expect(host.textContent).toBe('12–14 Dec 2026')

    // The same stay rendered again keeps the text; another stay computes its own.
    act(() => root.render(<Dates stay="2026-12-12" compute={compute} />))
    expect(compute).not.toHaveBeenCalled()
    act(() => root.render(<Dates stay="2026-12-20" compute={compute} />))
    expect(compute).toHaveBeenCalledOnce()
    expect(host.textContent).toBe('20–22 Dec 2026')
    act(() => root.unmount())
  })

  it('computes the text on a page the browser renders (not hydrating)', () => {
    document.body.innerHTML = '<p id="dates">left by another page</p>'
    render(<Dates stay="2026-12-12" compute={() => '12–14 Dec 2026'} />)
    expect(screen.getAllByText('12–14 Dec 2026')).toHaveLength(1)
  })
})
