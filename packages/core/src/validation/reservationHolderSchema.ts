import * as z from 'zod/mini'
import { optionalChoice, requiredText } from './schemaParts'

/** Titles a reservation holder can choose (SPEC 3). */
export const RESERVATION_HOLDER_TITLES = [
  'Mr',
  'Mrs',
  'Ms',
  'Miss',
  'Dr',
  'Prof',
] as const

export type ReservationHolderTitle = (typeof RESERVATION_HOLDER_TITLES)[number]

/** Genders a reservation holder can choose (SPEC 3). */
export const GENDERS = ['Male', 'Female'] as const

export type Gender = (typeof GENDERS)[number]

/**
 * The reservation holder (SPEC 3); issue messages are validation error codes. Title and gender
 * may be left out (issue 33): no property of ours needs them, and the guest is not made to say.
 */
export const reservationHolderSchema = z.object(
  {
    title: optionalChoice(RESERVATION_HOLDER_TITLES, 'title_invalid'),
    gender: optionalChoice(GENDERS, 'gender_invalid'),
    firstName: requiredText(),
    lastName: requiredText(),
  },
  { error: 'invalid_type' },
)

export type ReservationHolder = z.output<typeof reservationHolderSchema>
