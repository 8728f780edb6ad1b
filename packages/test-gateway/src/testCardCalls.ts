// The card page's calls as tests and benchmarks make them, with the cards they keep
// (`@resort/test-fixtures`' testCards). Apart from cardPageCalls.ts, which the card page's own
// script bundles: nothing here reaches that script.
import { confirmWithCard, type CardPageAnswer } from './cardPageCalls'

/** A card as the tests keep it (`@resort/test-fixtures`' testCards), in the card page's fields. */
interface KeptCard {
  cardholderName: string
  cardNumber: string
  expiryMonth: string
  expiryYear: string
  securityCode: string
}

/** What the card page does with one of the tests' cards, typed as a guest would. */
export const confirmWithTestCard = (
  gateway: string,
  publishableKey: string,
  clientSecret: string,
  card: KeptCard,
): Promise<CardPageAnswer> =>
  confirmWithCard(gateway, publishableKey, clientSecret, {
    number: card.cardNumber,
    expMonth: card.expiryMonth,
    expYear: card.expiryYear,
    cvc: card.securityCode,
    holder: card.cardholderName,
  })
