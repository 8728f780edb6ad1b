import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { hash, parseOptions, verify, type Options } from '@node-rs/argon2'
import pLimit from 'p-limit'

// @node-rs/argon2's Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2

/**
 * argon2id at OWASP's and ASVS appendix C's second setting: 19 MiB, 2 passes, 1 lane
 * (ASVS 11.4.2). Hashing runs on libuv's thread pool, never on the event loop.
 */
export const PASSWORD_HASHING = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options

/**
 * How many hashes run at once (HASH_CONCURRENCY): by default one core fewer than the machine
 * has, so a flood of sign-ins (credential stuffing) queues for its hashes while search and
 * booking keep a core. Each hash holds 19 MiB while it runs.
 */
export function hashConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.HASH_CONCURRENCY
  if (value === undefined || value === '')
    return Math.max(1, availableParallelism() - 1)
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1)
    throw new Error(
      `HASH_CONCURRENCY must be a whole number of at least 1, got "${value}"`,
    )
  return count
}

const hashing = pLimit(hashConcurrency())

/**
 * What is hashed: the password as typed, in Unicode NFC. NFC changes only how the same
 * characters are encoded (é typed as one code point or as e plus an accent), so a member signs
 * in from any keyboard; it never truncates, folds case or maps look-alikes (decision 016).
 */
const hashedForm = (password: string) => password.normalize('NFC')

/** The argon2id PHC string of a password, with a fresh random salt. */
export const hashPassword = (password: string): Promise<string> =>
  hashing(() => hash(hashedForm(password), PASSWORD_HASHING))

/** True when the password matches the stored PHC string; false for a malformed one. */
export async function verifyPassword(
  stored: string,
  password: string,
): Promise<boolean> {
  try {
    return await hashing(() => verify(stored, hashedForm(password)))
  } catch {
    return false
  }
}

/** True when a stored hash was made with other parameters than today's (rehash at sign-in). */
export function needsRehash(stored: string): boolean {
  const { algorithm, memoryCost, timeCost, parallelism } = parseOptions(stored)
  return (
    algorithm !== PASSWORD_HASHING.algorithm ||
    memoryCost !== PASSWORD_HASHING.memoryCost ||
    timeCost !== PASSWORD_HASHING.timeCost ||
    parallelism !== PASSWORD_HASHING.parallelism
  )
}

let dummyHash: Promise<string> | undefined

function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url')).catch(
    (error: unknown) => {
      dummyHash = undefined
      throw error
    },
  )
  return dummyHash
}

/** Makes the dummy hash ahead of time, so that even the first unknown address takes as long. */
export function prepareDummyHash(): void {
  dummy().catch(() => undefined)
}

/**
 * Does the work of a verification for an address without an account (or without a password),
 * so that its answer takes as long as a wrong password's (ASVS 6.3.8). Always false.
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  await verifyPassword(await dummy(), password)
  return false
}
