/** The id of the JSON block the server writes into a page it rendered. */
const SITE_DATA_ID = 'site-data'

/** What a server-rendered page hands to the browser for hydration. */
export interface SiteData {
  /** The answers by their key, as the data hook (api/useEndpoint) keeps them. */
  answers: Record<string, unknown>
}

let hydrating: Record<string, unknown> = {}

/** Reads the page's own data once, before hydration. */
export function readSiteData(): SiteData | undefined {
  const block =
    typeof document === 'undefined'
      ? null
      : document.getElementById(SITE_DATA_ID)
  if (!block?.textContent) return undefined
  const data = JSON.parse(block.textContent) as SiteData
  hydrating = data.answers
  return data
}

/**
 * The server's answer for `key` while the page hydrates, so that it renders what the server did.
 * Read as often as a render needs it (a suspended render starts again); forgotten once shown, so
 * a later visit to the same page asks afresh.
 */
export const hydratedAnswer = (key: string): unknown => hydrating[key]

export function forgetHydratedAnswer(key: string): void {
  delete hydrating[key]
}

/** The data as a JSON block's text: `<` escaped so that no text ends the script early. */
export const siteDataJson = (data: SiteData): string =>
  JSON.stringify(data).replace(/</g, '\\u003c')
