import { createHash } from 'node:crypto'

// Booking numbers as newBookingId spells them (no 0/O or 1/I).
const ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** The booking number of a property's n-th seeded stay: the same on every run and database. */
export function seededBookingId(propertyId: string, index: number): string {
  const bytes = createHash('sha256')
    .update(`seeded stay:${propertyId}:${index}`)
    .digest()
  let id = 'AA'
  for (let i = 0; i < 8; i++) id += ID_ALPHABET[bytes[i]! % ID_ALPHABET.length]
  return id
}

/** A UUID-shaped id made from a name, for the review: stable as the booking number is. */
export function seededUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
