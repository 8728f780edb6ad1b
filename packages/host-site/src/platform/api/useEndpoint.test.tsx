import { propertyReviews, type InputOf, type OutputOf } from '@resort/core/api'
import { fakeApiClient, type FakeEndpoints } from '@resort/core/api/testing'
import { render, screen } from '@testing-library/react'
import { prerender } from 'react-dom/static'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  newServerPage,
  readSiteData,
  ServerPageContext,
  siteDataJson,
} from '../ssr'
import { SiteApiProvider } from './SiteApiContext'
import { answerValue, skipToken, useEndpoint } from './useEndpoint'

type Input = InputOf<typeof propertyReviews>

const reviews = (average: number) =>
  ({ average }) as unknown as OutputOf<typeof propertyReviews>

function Reviews({
  input,
  version,
}: {
  input: Input | typeof skipToken
  version?: number
}) {
  const answer = useEndpoint(propertyReviews, input, { version })
  const shown = answerValue(answer) as { average: number } | undefined
  return <p>{`${answer.state} ${shown?.average ?? '-'}`}</p>
}

const withApi = (api: FakeEndpoints, children: React.ReactNode) => (
  <SiteApiProvider value={fakeApiClient(api)}>{children}</SiteApiProvider>
)

afterEach(() => document.getElementById('site-data')?.remove())

describe('useEndpoint', () => {
  it('asks again for a new version, showing the last answer while the next loads', async () => {
    let average = 3
    const call = vi.fn(() => Promise.resolve(reviews(average)))
    const input = { propertyId: 'bellevue', lang: 'en' } as const
    const { rerender } = render(
      withApi({ propertyReviews: call }, <Reviews input={input} />),
    )
    expect(screen.getByText('loading -')).toBeTruthy()
    expect(await screen.findByText('done 3')).toBeTruthy()

    average = 4
    rerender(
      withApi({ propertyReviews: call }, <Reviews input={input} version={1} />),
    )
    expect(screen.getByText('loading 3')).toBeTruthy()
    expect(await screen.findByText('done 4')).toBeTruthy()
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('asks nothing for a skipped input, and stays loading', () => {
    const call = vi.fn(() => Promise.resolve(reviews(3)))
    render(withApi({ propertyReviews: call }, <Reviews input={skipToken} />))
    expect(screen.getByText('loading -')).toBeTruthy()
    expect(call).not.toHaveBeenCalled()
  })

  it('hydrates from the answer the server rendered, whatever order the input was written in', async () => {
    const onServer = vi.fn(() => Promise.resolve(reviews(4)))
    const page = newServerPage('https://resort.example')
    const { prelude } = await prerender(
      <ServerPageContext.Provider value={page}>
        {withApi(
          { propertyReviews: onServer },
          <Reviews input={{ propertyId: 'cissa-rovinj', lang: 'en' }} />,
        )}
      </ServerPageContext.Provider>,
    )
    expect(await new Response(prelude).text()).toBe('<p>done 4</p>')

    const block = document.createElement('script')
    block.id = 'site-data'
    block.type = 'application/json'
    block.textContent = siteDataJson({ answers: page.settled })
    document.body.append(block)
    readSiteData()
    const inBrowser = vi.fn(() => Promise.resolve(reviews(5)))
    render(
      withApi(
        { propertyReviews: inBrowser },
        <Reviews input={{ lang: 'en', propertyId: 'cissa-rovinj' }} />,
      ),
    )
    expect(screen.getByText('done 4')).toBeTruthy()
    expect(onServer).toHaveBeenCalledTimes(1)
    expect(inBrowser).not.toHaveBeenCalled()
  })
})
