import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

export interface Traveller {
  title: 'Mr' | 'Ms'
  gender: 'Male' | 'Female'
  firstName: string
  lastName: string
  email: string
  country: string
  phone: string
  city: string
  postalCode: string
  address: string
}

/**
 * Fills the payment step as a guest does: the holder, the guest's details and the terms; the
 * card, when the rate asks for one, comes after, on the card page (cardStep.ts).
 */
export async function fillGuestDetails(
  scope: Page | Locator,
  traveller: Traveller,
): Promise<void> {
  const holder = scope.getByRole('group', { name: 'Reservation holder' })
  await holder.getByLabel('Title').selectOption({ label: traveller.title })
  await holder
    .getByRole('radio', { name: traveller.gender, exact: true })
    .check()
  await holder.getByLabel('First name').fill(traveller.firstName)
  await holder.getByLabel('Last name').fill(traveller.lastName)
  const guest = scope.getByRole('group', { name: 'Guest details' })
  await guest.getByLabel('First name').fill(traveller.firstName)
  await guest.getByLabel('Last name').fill(traveller.lastName)
  await guest.getByLabel('Email').fill(traveller.email)
  await guest
    .getByLabel('Country', { exact: true })
    .selectOption(traveller.country)
  await guest.getByLabel('Phone number').fill(traveller.phone)
  await guest.getByLabel('City').fill(traveller.city)
  await guest.getByLabel('Postal code').fill(traveller.postalCode)
  await guest.getByLabel('Address').fill(traveller.address)
  // The card is typed on the card page (decision 040): the payment step has no card fields.
  await expect(scope.getByRole('group', { name: 'Payment card' })).toHaveCount(
    0,
  )
  await scope
    .getByLabel('I accept the booking terms and the cancellation policy')
    .check()
}
