/**
 * What staff find a booking by besides its number (issue 14): the guest's address and the guest's
 * and the holder's names, lower case and without accents, so "sasa" finds "Saša" and "djuric" or
 * "duric" finds "Đurić".
 */
export function bookingSearchText(
  holder: { firstName?: string; lastName?: string },
  guest: { firstName?: string; lastName?: string },
  email: string,
): string {
  const names = [
    guest.firstName,
    guest.lastName,
    holder.firstName,
    holder.lastName,
  ]
  const text = names.filter(Boolean).join(' ')
  // Đ is written d or dj without its stroke: both spellings find it.
  const spellings = new Set([foldForSearch(text), foldForSearch(text, 'dj')])
  // The address too: one column, one LIKE, finds a name or part of an address.
  return [...spellings, email.toLowerCase()].join(' ')
}

/** Lower case without diacritics (đ as d, or as dj), for comparing names as staff type them. */
export const foldForSearch = (
  text: string,
  stroked: 'd' | 'dj' = 'd',
): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, stroked)
    .toLowerCase()
    .trim()
