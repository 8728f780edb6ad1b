import { randomInt } from 'node:crypto'

// No 0/O or 1/I: booking ids are read out on the phone.
const ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** A new booking number, such as AA7KQ2M9XD. */
export function newBookingId(): string {
  let id = 'AA'
  for (let i = 0; i < 8; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)]
  return id
}
