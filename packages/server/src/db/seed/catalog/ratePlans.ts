import { NO_PAYMENT_POLICY } from '@resort/core/api'
import type { Board, Guarantee } from '../../schema'
import type { SeedRatePlan, Translated } from '../catalogTypes'
import { wholeStayAtBooking, type SeededPaymentPolicy } from './paymentPolicies'
import { ratePolicy, type HouseRules } from './policies'
import { translate } from './text'

const boardNames: Record<Board, Translated> = {
  RO: {
    en: 'Room only',
    de: 'Nur Übernachtung',
    it: 'Solo pernottamento',
    hr: 'Samo noćenje',
    sl: 'Samo nočitev',
  },
  BB: {
    en: 'Bed & breakfast',
    de: 'Übernachtung mit Frühstück',
    it: 'Pernottamento e colazione',
    hr: 'Noćenje s doručkom',
    sl: 'Nočitev z zajtrkom',
  },
  HB: {
    en: 'Half board',
    de: 'Halbpension',
    it: 'Mezza pensione',
    hr: 'Polupansion',
    sl: 'Polpenzion',
  },
  FB: {
    en: 'Full board',
    de: 'Vollpension',
    it: 'Pensione completa',
    hr: 'Puni pansion',
    sl: 'Polni penzion',
  },
  AI: {
    en: 'All inclusive',
    de: 'All-inclusive',
    it: 'Tutto incluso',
    hr: 'Sve uključeno',
    sl: 'Vse vključeno',
  },
}

const prepaymentMessages: Record<Guarantee, Translated> = {
  NOGUARANTEE: {
    en: 'No prepayment – pay during your stay.',
    de: 'Keine Vorauszahlung – Sie bezahlen während Ihres Aufenthalts.',
    it: 'Nessun pagamento anticipato: si paga durante il soggiorno.',
    hr: 'Bez plaćanja unaprijed – plaćate tijekom boravka.',
    sl: 'Brez predplačila – plačate med bivanjem.',
  },
  CCARD_GUARANTEE: {
    en: 'No prepayment – your card guarantees the booking.',
    de: 'Keine Vorauszahlung – Ihre Karte garantiert die Buchung.',
    it: 'Nessun pagamento anticipato: la carta garantisce la prenotazione.',
    hr: 'Bez plaćanja unaprijed – kartica jamči rezervaciju.',
    sl: 'Brez predplačila – kartica jamči rezervacijo.',
  },
  PREPAYMENT: {
    en: 'Full prepayment at booking.',
    de: 'Vollständige Vorauszahlung bei der Buchung.',
    it: 'Pagamento anticipato completo alla prenotazione.',
    hr: 'Plaćanje cijelog iznosa prilikom rezervacije.',
    sl: 'Plačilo celotnega zneska ob rezervaciji.',
  },
}

const flexibleName: Translated = {
  en: 'Flexible rate',
  de: 'Flexibler Tarif',
  it: 'Tariffa flessibile',
  hr: 'Fleksibilna cijena',
  sl: 'Prilagodljiva cena',
}

const nonRefundableName: Translated = {
  en: 'Non-refundable rate',
  de: 'Nicht erstattbarer Tarif',
  it: 'Tariffa non rimborsabile',
  hr: 'Nepovratna cijena',
  sl: 'Nevračljiva cena',
}

function longStayName(nights: number): Translated {
  return translate(
    (language) =>
      ({
        en: `Long stay (${nights}+ nights)`,
        de: `Langzeitaufenthalt (ab ${nights} Nächten)`,
        it: `Soggiorno lungo (da ${nights} notti)`,
        hr: `Duži boravak (od ${nights} noći)`,
        sl: `Daljše bivanje (od ${nights} noči)`,
      })[language],
  )
}

interface BoardOptions {
  board: Board
  /** Cents per person per night; 0 for room only. */
  boardPricePerPersonNight: number
  minNights?: number
  /** Off the room price for club members (issue 13); none unless given. */
  memberDiscountPercent?: number
}

interface RefundableOptions extends BoardOptions {
  guarantee: 'NOGUARANTEE' | 'CCARD_GUARANTEE'
  freeCancellationDays: number
  cancellationFeePercent: number
  /** What the card is charged and when; by default it only guarantees the booking. */
  payment?: SeededPaymentPolicy
}

function refundableRate(
  id: string,
  name: Translated,
  priceFactorPermille: number,
  house: HouseRules,
  options: RefundableOptions,
): SeedRatePlan {
  const {
    board,
    guarantee,
    freeCancellationDays,
    cancellationFeePercent,
    payment,
  } = options
  return {
    id,
    board,
    name,
    boardName: boardNames[board],
    prepaymentMessage: payment?.message ?? prepaymentMessages[guarantee],
    priceFactorPermille,
    boardPricePerPersonNight: options.boardPricePerPersonNight,
    refundable: true,
    freeCancellationDays,
    cancellationFeePercent,
    paymentPolicy: payment?.policy ?? NO_PAYMENT_POLICY,
    guarantee,
    minNights: options.minNights ?? 1,
    memberDiscountPercent: options.memberDiscountPercent ?? 0,
    policy: ratePolicy(house, {
      board,
      guarantee,
      freeCancellationDays,
      cancellationFeePercent,
      ...(payment ? { payment: payment.sales } : {}),
    }),
  }
}

/** The full price, free cancellation until some days before arrival. */
export function flexibleRate(
  propertyId: string,
  house: HouseRules,
  options: RefundableOptions,
): SeedRatePlan {
  const id = `${propertyId}-flex-${options.board.toLowerCase()}`
  return refundableRate(id, flexibleName, 1000, house, options)
}

/** A discount for a minimum stay, with the same cancellation as a flexible rate. */
export function longStayRate(
  propertyId: string,
  house: HouseRules,
  options: RefundableOptions & {
    priceFactorPermille: number
    minNights: number
  },
): SeedRatePlan {
  const id = `${propertyId}-long-stay-${options.board.toLowerCase()}`
  const name = longStayName(options.minNights)
  return refundableRate(id, name, options.priceFactorPermille, house, options)
}

/** A discount for paying everything at booking, with no refund. */
export function nonRefundableRate(
  propertyId: string,
  house: HouseRules,
  options: BoardOptions & { priceFactorPermille: number },
): SeedRatePlan {
  const { board } = options
  return {
    id: `${propertyId}-nonref-${board.toLowerCase()}`,
    board,
    name: nonRefundableName,
    boardName: boardNames[board],
    prepaymentMessage: prepaymentMessages.PREPAYMENT,
    priceFactorPermille: options.priceFactorPermille,
    boardPricePerPersonNight: options.boardPricePerPersonNight,
    refundable: false,
    freeCancellationDays: null,
    cancellationFeePercent: 100,
    paymentPolicy: wholeStayAtBooking,
    guarantee: 'PREPAYMENT',
    minNights: options.minNights ?? 1,
    memberDiscountPercent: options.memberDiscountPercent ?? 0,
    policy: ratePolicy(house, {
      board,
      guarantee: 'PREPAYMENT',
      freeCancellationDays: null,
      cancellationFeePercent: 100,
    }),
  }
}
