import type { Page } from '@playwright/test'
import { testCards } from '@resort/test-fixtures'
import { cardFrame } from '../support/cardStep'
import {
  centsOf,
  expect,
  expectVisibleFocus,
  tabTo,
  test,
} from '../support/fixtures'

/** Types into the field that has the focus and moves on, as a keyboard user fills a form. */
async function typeAndTab(page: Page, text: string) {
  await page.keyboard.type(text)
  await page.keyboard.press('Tab')
}

test('a guest books two villas with an extra using only the keyboard, and sees where the focus is', async ({
  page,
  stayFrom,
  micrositeUrl,
}) => {
  await page.goto(micrositeUrl(stayFrom(160)))
  const booking = page.locator('resort-booking')
  await expect(
    booking.getByRole('heading', { name: 'Choose your rooms' }),
  ).toBeVisible()

  // Rooms: two villas on the flexible rate, then the first one's airport transfer.
  const addFlexible = booking
    .getByRole('button', { name: /^Add .+ with Flexible rate$/ })
    .first()
  const chosen = booking.getByRole('button', { name: /^Extras for .+ · / })
  await tabTo(page, addFlexible)
  await expectVisibleFocus(addFlexible)
  await page.keyboard.press('Enter')
  await expect(chosen).toHaveCount(1)
  await tabTo(page, addFlexible)
  await page.keyboard.press('Enter')
  await expect(chosen).toHaveCount(2)
  await tabTo(page, chosen.first())
  await expectVisibleFocus(chosen.first())
  await page.keyboard.press('Space')
  await expect(chosen.first()).toHaveAttribute('aria-pressed', 'true')

  const total = booking.getByText(/^Total:/)
  const before = centsOf(await total.textContent())
  const transfer = booking.getByRole('combobox', {
    name: /^Airport transfer · /,
  })
  await tabTo(page, transfer)
  await expectVisibleFocus(transfer)
  await page.keyboard.press('ArrowDown')
  await expect(transfer).toHaveValue('1')
  await expect
    .poll(async () => centsOf(await total.textContent()))
    .toBe(before + 7500)
  const next = booking.getByRole('button', {
    name: 'Continue to guest details',
  })
  await tabTo(page, next)
  await expectVisibleFocus(next)
  await page.keyboard.press('Enter')
  // The step change is announced: the new step's heading takes the focus.
  await expect(
    booking.getByRole('heading', { name: 'Your details and payment' }),
  ).toBeFocused()

  // Guest details, field by field in the order Tab gives them; the card comes after, on the card
  // page in its frame (decision 040).
  const book = booking.getByRole('button', { name: 'Continue to card details' })
  await expect(book).toBeVisible()
  const holder = booking.getByRole('group', { name: 'Reservation holder' })
  const title = holder.getByLabel('Title')
  await tabTo(page, title)
  await expectVisibleFocus(title)
  await page.keyboard.type('Ms')
  await expect(title).toHaveValue('Ms')
  await page.keyboard.press('Tab')
  await expect(
    holder.getByRole('radio', { name: 'Male', exact: true }),
  ).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(holder.getByRole('radio', { name: 'Female' })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(holder.getByLabel('First name')).toBeFocused()
  await typeAndTab(page, 'Emma')
  await typeAndTab(page, 'Clarke')

  const guest = booking.getByRole('group', { name: 'Guest details' })
  await expect(guest.getByLabel('First name')).toBeFocused()
  await typeAndTab(page, 'Emma')
  await typeAndTab(page, 'Clarke')
  await typeAndTab(page, 'emma.clarke@example.com')
  await tabTo(page, guest.getByLabel('Phone number'))
  await typeAndTab(page, '7700 900123')
  const country = guest.getByLabel('Country', { exact: true })
  await expectVisibleFocus(country)
  await page.keyboard.type('United Kingdom')
  await expect(country).toHaveValue('GB')
  await page.keyboard.press('Tab')
  await expect(guest.getByLabel('City')).toBeFocused()
  await typeAndTab(page, 'Bristol')
  await typeAndTab(page, 'BS1 4DJ')
  await typeAndTab(page, '12 Harbour Road')

  const accept = booking.getByRole('checkbox', {
    name: 'I accept the booking terms and the cancellation policy',
  })
  await tabTo(page, accept)
  await expectVisibleFocus(accept)
  await page.keyboard.press('Space')
  await expect(accept).toBeChecked()
  await tabTo(page, book)
  await expectVisibleFocus(book)
  await page.keyboard.press('Enter')

  // The card section takes the focus; Tab goes on into the card page's frame.
  await expect(
    booking.getByRole('heading', { name: 'Card details' }),
  ).toBeFocused()
  const cardPage = cardFrame(booking)
  const card = testCards.visa
  await tabTo(page, cardPage.getByLabel('Name on the card'))
  await expectVisibleFocus(cardPage.getByLabel('Name on the card'))
  await typeAndTab(page, 'Emma Clarke')
  await expectVisibleFocus(cardPage.getByLabel('Card number'))
  // Typed as bare digits, shown in groups of four (SPEC 5).
  await typeAndTab(page, card.cardNumber.replaceAll(' ', ''))
  await expect(cardPage.getByLabel('Card number')).toHaveValue(
    '4111 1111 1111 1111',
  )
  await typeAndTab(page, `${card.expiryMonth}/${card.expiryYear.slice(-2)}`)
  await page.keyboard.type(card.securityCode)
  await page.keyboard.press('Enter')

  // Confirmed: the focus moves to the heading, with a visible outline.
  const confirmed = booking.getByRole('heading', {
    name: /^Your booking AA\w{8} is confirmed$/,
  })
  await expectVisibleFocus(confirmed)
})
