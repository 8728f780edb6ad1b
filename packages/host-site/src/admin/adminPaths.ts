import type { Language } from '@resort/core'

/** The admin area's sections under /{lang}/admin/ (issue 14), in the order its menu shows them. */
export const ADMIN_SECTIONS = [
  'bookings',
  'rates',
  'requests',
  'outbox',
  'members',
  'newsletter',
  'content',
  'reviews',
  'audit-log',
] as const
export type AdminSection = (typeof ADMIN_SECTIONS)[number]

/** A section of the admin area in a language; the area's start without a section. */
export const adminPath = (language: Language, section?: AdminSection) =>
  `/${language}/admin${section ? `/${section}` : ''}`
