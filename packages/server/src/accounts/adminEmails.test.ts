import { describe, expect, it } from 'vitest'
import { readAdminEmails } from './adminEmails'

describe('ADMIN_EMAILS (SPEC 6: a fixed list of four)', () => {
  it('reads up to four addresses, compared as sign-in compares them', () => {
    expect([...readAdminEmails(' Ana@Example.com, ivo@example.com ,')]).toEqual(
      ['ana@example.com', 'ivo@example.com'],
    )
    expect(readAdminEmails(undefined).size).toBe(0)
  })

  it('refuses a fifth address and anything that is not an address, at start-up', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => `${n}@example.com`)
    expect(() => readAdminEmails(five.join(','))).toThrow(/at most 4/)
    expect(() => readAdminEmails('staff')).toThrow(/not an e-mail address/)
  })
})
