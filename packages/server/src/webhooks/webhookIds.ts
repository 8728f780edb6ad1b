import { randomBytes } from 'node:crypto'

/**
 * An id that sorts by when it was made (milliseconds in hex, then 64 random bits): the admin
 * list pages deliveries newest first by it, and a receiver sees event ids in order.
 */
export const sortableId = (prefix: string, at: Date): string =>
  `${prefix}_${at.getTime().toString(16).padStart(12, '0')}${randomBytes(8).toString('hex')}`
