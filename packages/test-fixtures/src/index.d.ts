// One set of test data for the server's tests, e2e and bench (STYLE: Tests). The values are in
// index.js, plain JavaScript that bench/ runs in Node without a build; their types are the wire's.
import type {
  NewBookingRequestInput,
  RegisterRequestInput,
} from '@resort/core/api'

export type Guest = NewBookingRequestInput['guest']
export type ReservationHolder = NewBookingRequestInput['reservationHolder']
/** A card as a guest types it on the card page (decision 040); never sent to the booking server. */
export interface TestCard {
  cardholderName: string
  cardNumber: string
  expiryMonth: string
  expiryYear: string
  securityCode: string
}
export type Member = Omit<RegisterRequestInput, 'lang'>

/** The guest details of the booking form, as new-booking takes them. */
export declare const guest: Readonly<Guest>

/** The reservation holder, the same person as the guest. */
export declare const reservationHolder: Readonly<ReservationHolder>

/**
 * A member as the registration form takes one: the guest, with a passphrase that passes the
 * server's password rules.
 */
export declare const member: Readonly<Member>

/**
 * Public test cards from payment providers' test-mode lists, in the guest's name, expiring a few
 * years from now. The built-in test gateway approves the first three; the others are Stripe's
 * numbers for a decline, insufficient funds and a bank's authentication challenge.
 */
export declare const testCards: Readonly<{
  visa: Readonly<TestCard>
  mastercard: Readonly<TestCard>
  amex: Readonly<TestCard>
  declined: Readonly<TestCard>
  insufficientFunds: Readonly<TestCard>
  /** Saved without a word, declined when a payment due later is charged (Stripe's …0341). */
  declinesLater: Readonly<TestCard>
  authentication: Readonly<TestCard>
}>

/**
 * The date `days` after today, yyyy-MM-dd, counted in UTC: the same day in every time zone the
 * tests run in. The servers the tests start run with TZ=UTC, so they count the same today.
 */
export declare function daysFromToday(days: number, now?: Date): string
