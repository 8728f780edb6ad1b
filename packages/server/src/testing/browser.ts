import { setCookiesOf } from './members'

/** One response on the way, as the test may want to look at it. */
export interface Hop {
  url: URL
  status: number
  response: Response
}

/**
 * A browser's part in a redirect flow: follows 3xx answers across origins, keeping cookies per
 * host as browsers do (the test server and the loopback providers share 127.0.0.1), and stops at
 * the first page of the site that is not an API route, or where `stopAt` says, without loading it.
 */
export class Browser {
  readonly cookies = new Map<string, Map<string, string>>()

  /** `site`: the test server's address; its pages end a navigation. */
  constructor(readonly site: string) {}

  jar(url: URL): Map<string, string> {
    let jar = this.cookies.get(url.hostname)
    if (!jar) this.cookies.set(url.hostname, (jar = new Map()))
    return jar
  }

  /** Sets a cookie as the site's script or an earlier answer would have. */
  setCookie(url: string, name: string, value: string): void {
    this.jar(new URL(url)).set(name, value)
  }

  cookie(url: string, name: string): string | undefined {
    return this.jar(new URL(url)).get(name)
  }

  /** One GET with the cookies of its host; keeps the cookies it sets. */
  async get(url: URL): Promise<Response> {
    const jar = this.jar(url)
    const response = await fetch(url, {
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    })
    for (const [name, cookie] of setCookiesOf(response)) {
      const maxAge = cookie.attributes.get('max-age')
      const expires = cookie.attributes.get('expires')
      const gone =
        maxAge === '0' ||
        (typeof expires === 'string' && Date.parse(expires) <= Date.now())
      if (gone) jar.delete(name)
      else jar.set(name, encodeURIComponent(cookie.value))
    }
    return response
  }

  /** Follows redirects from `start`; the hops, and the URL it stopped at. */
  async navigate(
    start: string,
    stopAt: (url: URL) => boolean = (url) =>
      url.origin === new URL(this.site).origin &&
      !url.pathname.startsWith('/api/'),
  ): Promise<{ hops: Hop[]; end: URL }> {
    const hops: Hop[] = []
    let url = new URL(start)
    for (let count = 0; count < 20; count++) {
      const response = await this.get(url)
      hops.push({ url, status: response.status, response })
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location)
        return { hops, end: url }
      url = new URL(location, url)
      if (stopAt(url)) return { hops, end: url }
    }
    throw new Error('too many redirects')
  }
}
