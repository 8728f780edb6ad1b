import { act, render, screen } from '@testing-library/react'
import { Suspense, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { isHydrating, whileHydrating } from './hydration'
import { lazyPage, lazyPages } from './lazyPage'
import { newServerPage, ServerPageContext } from './serverPage'

const tasks = (count: number) =>
  act(() => new Promise((resolve) => setTimeout(resolve, count)))

/** A page whose chunk arrives when the test says so. */
function pageOnDemand() {
  let arrive = () => {}
  const chunk = new Promise<void>((resolve) => (arrive = resolve))
  const Page = lazyPage('src/guests/pages/TestPage.tsx', () =>
    chunk.then(() => () => <h1>Rooms</h1>),
  )
  return { Page, arrive }
}

describe('lazyPage (decision 030: a page loaded on demand keeps the hydration phase open)', () => {
  it('keeps the page hydrating until its chunk, asked for meanwhile, has arrived', async () => {
    const { Page, arrive } = pageOnDemand()
    const host = document.body.appendChild(document.createElement('div'))
    const root = createRoot(host)
    whileHydrating(() => flushSync(() => root.render(<Page />)))
    await tasks(20)
    // Without lazyPage's await the phase would have ended a task after the first pass.
    expect(isHydrating()).toBe(true)
    arrive()
    await tasks(5)
    expect(isHydrating()).toBe(false)
    expect(host).toHaveTextContent('Rooms')
    act(() => root.unmount())
    host.remove()
  })

  it('names its module to the server, which links its stylesheet from the head', () => {
    const Page = lazyPage(
      'src/guests/pages/TestPage.tsx',
      () => new Promise<ComponentType>(() => {}),
    )
    const page = newServerPage('https://resort.example')
    renderToString(
      <ServerPageContext.Provider value={page}>
        <Suspense>
          <Page />
        </Suspense>
      </ServerPageContext.Provider>,
    )
    expect(page.head.chunks).toEqual(['src/guests/pages/TestPage.tsx'])
  })

  it('declares each page of a chunk of several by its export’s name', async () => {
    const page = lazyPages('src/guests/pages/index.tsx', () =>
      Promise.resolve({
        Points: () => <h1>Points</h1>,
        Benefits: () => <h1>Benefits</h1>,
      }),
    )
    const Benefits = page('Benefits')
    render(<Benefits />)
    expect(
      await screen.findByRole('heading', { name: 'Benefits' }),
    ).toBeVisible()
  })

  it('is given the module it loads by its name in the build (src/...), so the head can link its styles', () => {
    const modules = import.meta.glob<string>('../../**/*.{ts,tsx}', {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    const declared = Object.entries(modules)
      .filter(([path]) => !path.endsWith('.test.tsx'))
      .flatMap(([, text]) =>
        [...text.matchAll(/lazyPages?\(\s*'([^']+)'/g)].map(
          (match) => match[1],
        ),
      )
    expect(declared.length).toBeGreaterThan(20)
    const files = Object.keys(modules).map(
      (key) => new URL(key, import.meta.url).pathname,
    )
    for (const source of declared)
      expect(
        files.some((file) => file.endsWith(`/host-site/${source}`)),
        source,
      ).toBe(true)
  })
})
