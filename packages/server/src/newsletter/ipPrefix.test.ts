import { describe, expect, it } from 'vitest'
import { ipPrefix } from './ipPrefix'

describe('ipPrefix (the consent record keeps an IP only truncated)', () => {
  it('cuts IPv4 to its /24 and IPv4-mapped IPv6 likewise', () => {
    expect(ipPrefix('203.0.113.77')).toBe('203.0.113.0/24')
    expect(ipPrefix('::ffff:198.51.100.9')).toBe('198.51.100.0/24')
  })

  it('cuts IPv6 to its /48, however it was written', () => {
    expect(ipPrefix('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3::/48')
    expect(ipPrefix('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe(
      '2001:db8:0::/48',
    )
    expect(ipPrefix('::1')).toBe('0:0:0::/48')
  })

  it('keeps nothing for a missing or malformed address', () => {
    expect(ipPrefix(undefined)).toBeNull()
    expect(ipPrefix('not an ip')).toBeNull()
  })
})
