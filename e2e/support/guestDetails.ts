import type { Page } from '@playwright/test'
import { testCards } from '@resort/test-fixtures'
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
 * Fills the payment step as a guest does: the holder, the guest's details, a card exactly when
 * the rate asks for one (the shared test mastercard, in the traveller's name), and the terms.
 */
export async function fillGuestDetails(
  page: Page,
  traveller: Traveller,
  guarantee: string,
): Promise<void> {
  const holder = page.getByRole('group', { name: 'Reservation holder' })
  await holder.getByLabel('Title').selectOption({ label: traveller.title })
  await holder
    .getByRole('radio', { name: traveller.gender, exact: true })
    .check()
  await holder.getByLabel('First name').fill(traveller.firstName)
  await holder.getByLabel('Last name').fill(traveller.lastName)
  const guest = page.getByRole('group', { name: 'Guest details' })
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
  const cardFields = page.getByRole('group', { name: 'Payment card' })
  if (guarantee === 'NOGUARANTEE') await expect(cardFields).toHaveCount(0)
  else {
    const card = testCards.mastercard
    await cardFields
      .getByLabel('Name on card')
      .fill(`${traveller.firstName} ${traveller.lastName}`)
    await cardFields.getByLabel('Card number').fill(card.cardNumber)
    await cardFields.getByLabel('Expiry month').selectOption(card.expiryMonth)
    await cardFields.getByLabel('Expiry year').selectOption(card.expiryYear)
    await cardFields.getByLabel('Security code').fill(card.securityCode)
  }
  await page
    .getByLabel('I accept the booking terms and the cancellation policy')
    .check()
}
