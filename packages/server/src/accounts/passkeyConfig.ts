/** Who the passkeys belong to: the relying party of WebAuthn. */
export interface PasskeyConfig {
  /** The domain passkeys are bound to (PASSKEY_RP_ID). */
  rpID: string
  /** The name browsers show beside a passkey. */
  rpName: string
  /** The pages' origins a ceremony may come from (PASSKEY_ORIGIN). */
  origins: string[]
}

const RP_NAME = 'Adria Alpe Resorts'

function parseOrigin(entry: string): URL {
  let url: URL | undefined
  try {
    url = new URL(entry)
  } catch {
    // Reported below.
  }
  // Browsers put scheme://host[:port] in a ceremony's clientDataJSON: a path never matches.
  if (!url || url.origin !== entry) {
    throw new Error(
      `PASSKEY_ORIGIN must list origins like https://resort.example, got "${entry}"`,
    )
  }
  return url
}

/**
 * PASSKEY_ORIGIN (origins separated by commas) and PASSKEY_RP_ID; by default the origin of
 * PUBLIC_BASE_URL and its host name. Every origin must be the RP ID or one of its subdomains,
 * as browsers require.
 */
export function readPasskeyConfig(
  env: {
    PASSKEY_ORIGIN?: string | undefined
    PASSKEY_RP_ID?: string | undefined
  },
  publicBaseUrl: string,
): PasskeyConfig {
  const entries = (env.PASSKEY_ORIGIN ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const urls = entries.length
    ? entries.map(parseOrigin)
    : [new URL(new URL(publicBaseUrl).origin)]
  const rpID = (
    env.PASSKEY_RP_ID?.trim() ||
    urls[0]?.hostname ||
    ''
  ).toLowerCase()
  for (const url of urls) {
    if (url.hostname !== rpID && !url.hostname.endsWith(`.${rpID}`)) {
      throw new Error(
        `PASSKEY_RP_ID "${rpID}" must be the host of ${url.origin} or a domain it is under`,
      )
    }
  }
  return { rpID, rpName: RP_NAME, origins: urls.map((url) => url.origin) }
}
