import { isIPv4, isIPv6 } from 'node:net'

/** An IPv6 address's eight groups, the `::` filled in. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::')
  const first = head ? head.split(':') : []
  const last = tail ? tail.split(':') : []
  const zeros = tail === undefined ? 0 : 8 - first.length - last.length
  return [...first, ...Array<string>(zeros).fill('0'), ...last]
}

/**
 * A client's address cut to its network, for the consent record: IPv4 to /24, IPv6 to /48
 * (IPv4-mapped IPv6 as IPv4). It shows where consent came from without naming a device.
 */
export function ipPrefix(ip: string | undefined): string | null {
  if (!ip) return null
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`
  if (isIPv6(ip) && !ip.includes('.'))
    return `${ipv6Groups(ip)
      .slice(0, 3)
      .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
      .join(':')}::/48`
  return null
}
