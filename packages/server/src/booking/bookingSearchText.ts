/**
 * What staff find a booking by besides its number and address (issue 14): the guest's and the
 * holder's names, lower case and without accents, so "sasa" finds "Saša" and "djuric" or
 * "duric" finds "Đurić".
 */
export function bookingSearchText(
  holder: { firstName?: string; lastName?: string },
  guest: { firstName?: string; lastName?: string },
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
  return [...spellings].join(' ')
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
