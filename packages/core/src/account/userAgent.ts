/** A browser and its system, as the session list names them ("Firefox", "Android"). */
export interface BrowserDescription {
  browser: string | undefined
  system: string | undefined
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS also says Mac OS.
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const first = (
  table: readonly (readonly [RegExp, string])[],
  userAgent: string,
) => table.find(([pattern]) => pattern.test(userAgent))?.[1]

/**
 * Names the browser and system of a session from the User-Agent it sent, for the member to
 * recognise their devices; either is undefined when not recognised.
 */
export function describeUserAgent(
  userAgent: string | null | undefined,
): BrowserDescription {
  const text = userAgent ?? ''
  return { browser: first(BROWSERS, text), system: first(SYSTEMS, text) }
}
