import { createAccountFlow } from '@resort/core/account'
import type { FetchLike } from '@resort/core/api'
import { createTracker } from '@resort/core/tracking'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { App } from './App'
import { AccountFlowProvider } from './members/account/AccountFlowContext'
import { SiteApiProvider } from './platform/api/SiteApiContext'
import { siteResources } from './platform/i18n/resources'
import { provideSiteTexts } from './platform/i18n/siteTexts'
import {
  newServerPage,
  type PreloadImage,
  serverApi,
  ServerPageContext,
  siteDataJson,
} from './platform/ssr'

// The renderer answers every language, so it holds all their texts.
provideSiteTexts(siteResources)

export interface PageRequest {
  /** The path and query asked for, such as `/de/unterkunft?adults=2`. */
  url: string
  /** The request's Cookie header: the account menu renders as the browser will. */
  cookies: string
  /** How the render reaches the API (the server answers it in process). */
  fetch: FetchLike
  /** Accept-Language for the API's answers: the page's own language. */
  language: string
  /** The site's address as guests reach it, for absolute links in the head. */
  origin: string
}

export interface RenderedPage {
  status: number
  /** Where to send the visitor instead (a language or slug moved). */
  redirect?: string
  /** The redirect is for good: 301 (a slug of another language), otherwise 302. */
  permanent?: boolean
  /** The markup of #root. */
  html: string
  /** What React hoists for the head (an image's preload), as markup. */
  hoisted: string
  title: string | undefined
  description: string | undefined
  image: string | undefined
  /** JSON-LD for the head: a data block's text, `<` escaped. */
  structuredData: string | undefined
  /** The page's largest picture, for a preload link in the head. */
  preloadImage: PreloadImage | undefined
  /** The page modules loaded on demand that it rendered, by source: their styles go in the head. */
  chunks: string[]
  /** Not to be indexed though its path is (a search's results, issue 33). */
  noindex: boolean
  /** Its canonical path and query, when not its path alone. */
  canonical: string | undefined
  /** The JSON block's text: the answers the page was rendered with. */
  data: string
  /** What failed while rendering; its part was left to the browser (a Suspense fallback). */
  errors: unknown[]
}

const HOISTED = /^(?:<link [^>]*>)+/

/**
 * Rendering no document, React puts what it hoists (an image's preload) before the page: it goes
 * to the head, and #root holds the page alone, as the browser hydrates it.
 */
export function withoutHoisted(markup: string): {
  html: string
  hoisted: string
} {
  const hoisted = HOISTED.exec(markup)?.[0] ?? ''
  return { html: markup.slice(hoisted.length), hoisted }
}

/**
 * Renders a site page on the server (decision 027): waits for every answer, text and chunk the
 * page needs, so the HTML carries its content; the browser hydrates it with the same answers.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const page = newServerPage(request.origin, request.cookies)
  const api = serverApi(request.fetch, request.language)
  const flow = createAccountFlow({
    api,
    tracker: createTracker([]),
    cookies: () => request.cookies,
    writeCookie: () => {},
  })
  const tree = (
    <StrictMode>
      <ServerPageContext.Provider value={page}>
        <SiteApiProvider value={api}>
          <StaticRouter location={request.url}>
            <AccountFlowProvider flow={flow}>
              <App />
            </AccountFlowProvider>
          </StaticRouter>
        </SiteApiProvider>
      </ServerPageContext.Provider>
    </StrictMode>
  )
  const errors: unknown[] = []
  // prerender waits for every suspended part (answers, texts, chunks) before it ends.
  const { prelude } = await prerender(tree, {
    // Every part inline, in place: a part outlined to the end would need React's inline script
    // to move it, which the CSP forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error)
    },
  })
  const { html, hoisted } = withoutHoisted(await new Response(prelude).text())
  return {
    status: page.head.status,
    ...(page.head.redirect
      ? { redirect: page.head.redirect, permanent: page.head.permanent }
      : {}),
    html,
    hoisted,
    title: page.head.title,
    description: page.head.description,
    image: page.head.image,
    structuredData: page.head.structuredData
      ? JSON.stringify(page.head.structuredData).replace(/</g, '\\u003c')
      : undefined,
    preloadImage: page.head.preloadImage,
    chunks: page.head.chunks,
    noindex: page.head.noindex,
    canonical: page.head.canonical,
    data: siteDataJson({ answers: page.settled }),
    errors,
  }
}
