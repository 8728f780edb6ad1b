import { availableParallelism } from 'node:os'
import { hash } from '@node-rs/argon2'
import { describe, expect, it } from 'vitest'
import {
  hashConcurrency,
  hashPassword,
  needsRehash,
  PASSWORD_HASHING,
  verifyPassword,
  verifyWithoutAccount,
} from './passwords'

describe('password hashes', () => {
  it('ASVS 11.4.2: are argon2id PHC strings with 19 MiB, 2 passes and 1 lane', async () => {
    const stored = await hashPassword('Lavender fields above Opatija')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(needsRehash(stored)).toBe(false)
  })

  it('verify the password they were made from, and nothing else', async () => {
    const stored = await hashPassword('Lavender fields above Opatija')
    expect(await verifyPassword(stored, 'Lavender fields above Opatija')).toBe(
      true,
    )
    expect(await verifyPassword(stored, 'lavender fields above opatija')).toBe(
      false,
    )
    expect(await verifyPassword('not a PHC string', 'anything')).toBe(false)
  })

  it('ask for a rehash when they were made with other parameters', async () => {
    const older = await hash('Lavender fields above Opatija', {
      ...PASSWORD_HASHING,
      memoryCost: 12_288,
      timeCost: 3,
    })
    expect(needsRehash(older)).toBe(true)
    expect(await verifyPassword(older, 'Lavender fields above Opatija')).toBe(
      true,
    )
  })

  it('ASVS 6.3.8: verify a password for an address without an account as work, never as a match', async () => {
    await expect(verifyWithoutAccount('any password at all')).resolves.toBe(
      false,
    )
  })
})

describe('HASH_CONCURRENCY', () => {
  it('leaves a core to the event loop by default, and takes a whole number of at least 1', () => {
    expect(hashConcurrency({})).toBe(Math.max(1, availableParallelism() - 1))
    expect(hashConcurrency({ HASH_CONCURRENCY: '3' })).toBe(3)
    expect(() => hashConcurrency({ HASH_CONCURRENCY: '0' })).toThrow(
      /HASH_CONCURRENCY/,
    )
    expect(() => hashConcurrency({ HASH_CONCURRENCY: 'many' })).toThrow(
      /HASH_CONCURRENCY/,
    )
  })
})
