import { createHash } from 'node:crypto'

// OpenTravel gives a hotel's code (HotelCode) and a room type's (InvTypeCode) at most 16
// characters, a rate plan's (RatePlanCode) 64; our ids are longer ('oliveto-villas-porec',
// 'lovorika-opatija-belle-epoque-suite'). A code is the id without its property's prefix (a
// message is about one property), kept whole when it fits, else its head and a digest of the
// whole id: the same on every run, readable, and found again by computing it for each id.

/** Longest HotelCode and InvTypeCode (StringLength1to16). */
export const OTA_CODE_LENGTH = 16
/** Longest RatePlanCode (StringLength1to64). */
export const OTA_RATE_CODE_LENGTH = 64

const DIGEST_LENGTH = 6

/** An id's OpenTravel code of at most `maxLength` characters, without `propertyId`'s prefix. */
export function otaCode(
  id: string,
  maxLength: number,
  propertyId?: string,
): string {
  const local =
    propertyId && id.startsWith(`${propertyId}-`)
      ? id.slice(propertyId.length + 1)
      : id
  if (local.length <= maxLength) return local
  const digest = createHash('sha256')
    .update(id)
    .digest('hex')
    .slice(0, DIGEST_LENGTH)
  return `${local.slice(0, maxLength - DIGEST_LENGTH - 1)}-${digest}`
}

/**
 * A property's HotelCode: the same id in the OpenTravel feeds, the hotel list (its listing's id)
 * and the landing page's PARTNER-HOTEL-ID, so that Google joins them.
 */
export const hotelCodeOf = (propertyId: string): string =>
  otaCode(propertyId, OTA_CODE_LENGTH)

/** Each id's code; throws when two ids of one message would share a code. */
export function otaCodes(
  ids: string[],
  maxLength: number,
  propertyId?: string,
): Map<string, string> {
  const codes = new Map<string, string>()
  const seen = new Map<string, string>()
  for (const id of ids) {
    const code = otaCode(id, maxLength, propertyId)
    const other = seen.get(code)
    if (other !== undefined)
      throw new Error(
        `'${id}' and '${other}' share the OpenTravel code ${code}`,
      )
    seen.set(code, id)
    codes.set(id, code)
  }
  return codes
}
