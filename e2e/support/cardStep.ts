import { readFileSync } from 'node:fs'
import type { FrameLocator, Locator, Page } from '@playwright/test'
import { testCards, type TestCard } from '@resort/test-fixtures'
import { expect } from './fixtures'

// The card step as a guest meets it (decision 040): the widget opens the gateway's card page in
// a frame, the guest types the card there and confirms it, and the widget books. The labels are
// the card page's own, read from its locales, so the journeys follow the page in every language.

interface CardPageTexts {
  holder: string
  number: string
  expiry: string
  cvc: string
  guarantee: string
  hold: string
  pay: string
  challenge: { pass: string }
}

interface PaymentStepTexts {
  submit: string
  card: { continue: string }
}

const widgetTextsOf = (lang: string): PaymentStepTexts =>
  JSON.parse(
    readFileSync(
      new URL(
        `../../packages/widget/src/i18n/locales/${lang}/payment.json`,
        import.meta.url,
      ),
      'utf8',
    ),
  ) as PaymentStepTexts

/** The payment step's button: "Book now", or "Continue to card details" when the rate needs a card. */
export const bookButton = (
  scope: Page | Locator,
  guarantee: string,
  lang = 'en',
): Locator => {
  const t = widgetTextsOf(lang)
  return scope.getByRole('button', {
    name: guarantee === 'NOGUARANTEE' ? t.submit : t.card.continue,
    exact: true,
  })
}

/**
 * Books from a filled payment step as a guest does: at once when the rate needs no card, else
 * on to the card page, where the card is typed and confirmed; the widget then books.
 */
export async function bookFromPaymentStep(
  scope: Page | Locator,
  guarantee: string,
  { lang = 'en', card }: { lang?: string; card?: TestCard } = {},
): Promise<void> {
  await bookButton(scope, guarantee, lang).click()
  if (guarantee !== 'NOGUARANTEE') await typeCard(scope, card, lang)
}

const textsOf = (lang: string): CardPageTexts =>
  JSON.parse(
    readFileSync(
      new URL(
        `../../packages/test-gateway/src/cardPage/locales/${lang}.json`,
        import.meta.url,
      ),
      'utf8',
    ),
  ) as CardPageTexts

/** The card page's frame inside the widget or the page. */
export const cardFrame = (scope: Page | Locator): FrameLocator =>
  scope.locator('iframe[src*="/card?"]').contentFrame()

/** Types a card on the card page and confirms it; passes the bank's check when it asks. */
export async function typeCard(
  scope: Page | Locator,
  card: TestCard = testCards.visa,
  lang = 'en',
): Promise<void> {
  const t = textsOf(lang)
  const frame = cardFrame(scope)
  await frame.getByLabel(t.holder).fill(card.cardholderName)
  await frame.getByLabel(t.number).fill(card.cardNumber)
  await frame
    .getByLabel(t.expiry)
    .fill(`${card.expiryMonth}/${card.expiryYear.slice(-2)}`)
  await frame.getByLabel(t.cvc).fill(card.securityCode)
  // "Save the card", or "Authorize €240.00" / "Pay €240.00": the one submit button.
  const submit = [t.guarantee, t.hold, t.pay]
    .map((text) =>
      text
        .replace('{{amount}}', '')
        .trim()
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('|')
  await frame
    .getByRole('button', { name: new RegExp(submit) })
    .first()
    .click()
  if (card.cardNumber.replace(/\D/g, '') === '4000002500003155') {
    const pass = frame.getByRole('button', {
      name: t.challenge.pass,
      exact: true,
    })
    await expect(pass).toBeVisible()
    await pass.click()
  }
}
