import * as z from 'zod/mini'
import { choice, requiredText } from './schemaParts'

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

/** The reservation holder (SPEC 3); issue messages are validation error codes. */
export const reservationHolderSchema = z.object(
  {
    title: choice(RESERVATION_HOLDER_TITLES, 'title_invalid'),
    gender: choice(GENDERS, 'gender_invalid'),
    firstName: requiredText(),
    lastName: requiredText(),
  },
  { error: 'invalid_type' },
)

export type ReservationHolder = z.output<typeof reservationHolderSchema>
