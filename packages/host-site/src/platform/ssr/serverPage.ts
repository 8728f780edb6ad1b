import { documentCookies } from '@resort/core/api'
import { createContext, useContext } from 'react'

/** The page's largest picture, preloaded from its head so it starts before the markup is read. */
export interface PreloadImage {
  type: string
  srcset: string
  sizes: string
}

/** What a page says of itself while the server renders it. */
interface PageHead {
  status: number
  redirect: string | undefined
  /** The redirect is for good (a page's slug in another language): 301 rather than 302. */
  permanent: boolean
  title: string | undefined
  description: string | undefined
  /** The page's picture for link previews (Open Graph), an absolute address. */
  image: string | undefined
  /** schema.org data about what the page shows, written into its head as JSON-LD. */
  structuredData: object | undefined
  preloadImage: PreloadImage | undefined
  /** Not to be listed by search engines though its path is (a search's results, issue 33). */
  noindex: boolean
  /** The page's canonical path and query, when not its path alone. */
  canonical: string | undefined
  /**
   * The page modules loaded on demand that the page rendered, by their source as the build's
   * manifest names them: the server links their stylesheets from the head. Each said adds one.
   */
  chunks: string[]
}

/**
 * The page being rendered on the server (decision 027): what it says of itself (status,
 * redirect, title, description), and the answers it was rendered with, which go to the browser
 * so that hydration renders the same page. Absent in the browser.
 */
export interface ServerPage {
  readonly head: PageHead
  /** The site's address as guests reach it (PUBLIC_BASE_URL), for absolute links in the head. */
  readonly origin: string
  /** The visitor's cookies as the request carried them (`a=1; b=2`), for pages that resume. */
  readonly cookies: string
  /** Sets a part of the head; a redirect once set stays. */
  say(part: Partial<PageHead>): void
  /** Every answer asked for while rendering, settled or not, by its key (api/useEndpoint's). */
  readonly answers: Map<string, Promise<unknown>>
  /** The settled answers the browser is given, as JSON. */
  readonly settled: Record<string, unknown>
}

export const ServerPageContext = createContext<ServerPage | undefined>(
  undefined,
)

/** The page being rendered on the server; undefined in the browser. */
export const useServerPage = (): ServerPage | undefined =>
  useContext(ServerPageContext)

/** The page's cookies: the request's on the server, `document.cookie` in the browser. */
export function usePageCookies(): string | undefined {
  const server = useServerPage()
  return server ? server.cookies : documentCookies()
}

/** The HTTP status of the page (404 for a page not found); the browser ignores it. */
export function usePageStatus(status: number): void {
  useServerPage()?.say({ status })
}

export function newServerPage(origin: string, cookies = ''): ServerPage {
  const head: PageHead = {
    status: 200,
    redirect: undefined,
    permanent: false,
    title: undefined,
    description: undefined,
    image: undefined,
    structuredData: undefined,
    preloadImage: undefined,
    noindex: false,
    canonical: undefined,
    chunks: [],
  }
  return {
    head,
    origin,
    cookies,
    say(part) {
      Object.assign(head, part, {
        redirect: head.redirect ?? part.redirect,
        permanent: head.redirect ? head.permanent : (part.permanent ?? false),
        chunks: [...new Set([...head.chunks, ...(part.chunks ?? [])])],
      })
    },
    answers: new Map(),
    settled: {},
  }
}
