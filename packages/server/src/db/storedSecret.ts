import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from './schema'

interface StoredSecretOptions {
  /** The app_meta key a generated secret is kept under. */
  key: string
  /** The environment variable that sets it, for the error message. */
  variable: string
  /** Its value; unset or empty means generated. */
  fromEnv: string | undefined
}

/** A secret set in the environment, checked (at least 32 characters); undefined when unset. */
function secretFromEnv(
  variable: string,
  value: string | undefined,
): Uint8Array | undefined {
  if (!value) return undefined
  if (value.length < 32)
    throw new Error(`${variable} must be at least 32 characters long`)
  return new TextEncoder().encode(value)
}

/**
 * A signing secret: from the environment (at least 32 characters), or 256 random bits generated
 * once and kept in the database, so that every server process sharing the database signs alike.
 */
export async function storedSecret(
  db: Kysely<Database>,
  { key, variable, fromEnv }: StoredSecretOptions,
): Promise<Uint8Array> {
  const configured = secretFromEnv(variable, fromEnv)
  if (configured) return configured
  // The first process to get here stores its secret; the others read that one.
  await db
    .insertInto('app_meta')
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow()
  return new TextEncoder().encode(row.value)
}
