import type { Passkey } from '@resort/core/api'
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '#db/schema'
import { notFound } from '#http/errors'

export type PasskeyRow = Selectable<Database['passkeys']>

const TRANSPORTS: readonly AuthenticatorTransportFuture[] = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
]

/** The transports WebAuthn knows, of those a browser reported; newer ones are left out. */
export const knownTransports = (
  transports: readonly string[] = [],
): AuthenticatorTransportFuture[] =>
  TRANSPORTS.filter((transport) => transports.includes(transport))

/** The transports stored with a passkey. */
export const transportsOf = (row: Pick<PasskeyRow, 'transports'>) =>
  knownTransports(JSON.parse(row.transports) as string[])

/** The passkey as the profile shows it. */
export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  deviceType: row.device_type,
  backedUp: row.backed_up === 1,
})

/** The member's passkeys, oldest first. */
export const passkeysOf = (
  db: Kysely<Database>,
  userId: string,
): Promise<PasskeyRow[]> =>
  db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()

const noSuchPasskey = (id: string) => notFound('passkey', id, 'id')

/** Renames one of the member's passkeys; 404 when the member has none with this id. */
export async function renamePasskey(
  db: Kysely<Database>,
  userId: string,
  id: string,
  name: string,
): Promise<PasskeyRow> {
  const row = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst()
  if (!row) throw noSuchPasskey(id)
  return row
}

/** Removes one of the member's passkeys: it signs in no more (ASVS 6.5.6). */
export async function removePasskey(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<void> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (Number(result.numDeletedRows) !== 1) throw noSuchPasskey(id)
}

// Checked in order: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdgA?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
]
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/**
 * A name for a passkey the member did not name: the browser and system that registered it
 * ("Chrome · Android"), proper names that need no translation; 'Passkey' when neither is known.
 */
export function passkeyNameFor(userAgent: string | undefined): string {
  const ua = userAgent ?? ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1]
  return [browser, system].filter(Boolean).join(' · ') || 'Passkey'
}
