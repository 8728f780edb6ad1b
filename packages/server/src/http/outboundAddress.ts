import { lookup, type LookupAddress } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

// The server's own requests to addresses staff give it (outside calendars, webhooks; issue 35):
// refused on loopback and private networks unless allowed, so that staff cannot make the server
// read or post to its own network (ASVS 1.3.6, SSRF).

/** ipaddr.js's 'unicast': not loopback, private, link-local, carrier NAT, multicast or reserved. */
const isPublicAddress = (address: string) =>
  ipaddr.process(address).range() === 'unicast'

/**
 * The system's resolver, refusing private addresses where they are not allowed. The check is
 * on the address the socket connects to, so a name that resolves differently later cannot
 * slip past it.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, found) => {
      const addresses = found as LookupAddress[]
      if (error) return callback(error, '', 0)
      if (
        !allowPrivate &&
        addresses.some(({ address }) => !isPublicAddress(address))
      )
        return callback(
          Object.assign(new Error('private network'), { code: 'EPRIVATE' }),
          '',
          0,
        )
      if (options.all) return callback(null, addresses)
      const [first] = addresses
      return callback(null, first!.address, first!.family)
    })
  }
}

/** An address written as numbers is connected to without a lookup: refused here when private. */
export function refusedLiteral(url: URL, allowPrivate: boolean): boolean {
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  return isIP(literal) !== 0 && !allowPrivate && !isPublicAddress(literal)
}
