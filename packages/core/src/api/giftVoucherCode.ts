// A gift voucher's code (decision 045), without zod: the booking flow's bundle checks it too.

/** Letters and digits a voucher code is made of: none that reads as another (0/O, 1/I). */
export const GIFT_VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/**
 * A voucher code as a guest types it: three groups of four, hyphens and case optional
 * ("abcd efgh jkmn" too). 12 of 32 signs: some 60 bits, not guessed within a rate limit.
 */
export const GIFT_VOUCHER_CODE_PATTERN =
  /^\s*[A-Za-z0-9]{4}[\s-]?[A-Za-z0-9]{4}[\s-]?[A-Za-z0-9]{4}\s*$/

/** The code as it is kept and printed: upper case, in groups of four ("ABCD-EFGH-JKMN"). */
export function giftVoucherCodeKey(code: string): string {
  const signs = code.replace(/[\s-]/g, '').toUpperCase()
  return `${signs.slice(0, 4)}-${signs.slice(4, 8)}-${signs.slice(8, 12)}`
}
