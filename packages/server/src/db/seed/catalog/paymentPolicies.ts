import type { PaymentPolicy } from '@resort/core/api'
import type { Translated } from '../catalogTypes'
import { formatPercent, translate } from './text'

/** A rate's payment policy with what the guest reads of it: the prepayment line and the sales policy. */
export interface SeededPaymentPolicy {
  policy: PaymentPolicy
  /** Under the rate's name (SPEC 3 boardPrepaymentMessage). */
  message: Translated
  /** The sales policy's sentence about the card and the money. */
  sales: Translated
}

const policy = (
  amount: PaymentPolicy['amount'],
  trigger: PaymentPolicy['trigger'],
  mode: PaymentPolicy['mode'],
  { value = 0, days = 0 } = {},
): PaymentPolicy => ({ amount, value, trigger, days, mode })

/** The whole stay charged at booking (a non-refundable rate). */
export const wholeStayAtBooking = policy('whole_stay', 'booking', 'charge')

/** A share of the total charged some days before arrival; the rest paid at the property. */
export function depositBeforeArrival(
  percent: number,
  days: number,
): SeededPaymentPolicy {
  const share = (language: Parameters<typeof formatPercent>[1]) =>
    formatPercent(percent, language)
  return {
    policy: policy('percent', 'before_arrival', 'charge', {
      value: percent,
      days,
    }),
    message: translate(
      (language) =>
        ({
          en: `Deposit of ${share(language)} charged ${days} days before arrival.`,
          de: `Anzahlung von ${share(language)} ${days} Tage vor der Anreise.`,
          it: `Acconto del ${share(language)} addebitato ${days} giorni prima dell'arrivo.`,
          hr: `Predujam od ${share(language)} naplaćuje se ${days} dana prije dolaska.`,
          sl: `Ara v višini ${share(language)} se zaračuna ${days} dni pred prihodom.`,
        })[language],
    ),
    sales: translate(
      (language) =>
        ({
          en: `A valid card guarantees the booking. ${share(language)} of the total is charged to it ${days} days before arrival (at once when you book later); the rest is paid at the property.`,
          de: `Eine gültige Karte garantiert die Buchung. ${share(language)} des Gesamtbetrags werden ${days} Tage vor der Anreise abgebucht (bei späterer Buchung sofort); den Rest bezahlen Sie vor Ort.`,
          it: `Una carta valida garantisce la prenotazione. Il ${share(language)} del totale viene addebitato ${days} giorni prima dell'arrivo (subito se si prenota più tardi); il resto si paga in struttura.`,
          hr: `Valjana kartica jamči rezervaciju. ${share(language)} ukupnog iznosa naplaćuje se ${days} dana prije dolaska (odmah ako rezervirate kasnije); ostatak plaćate u objektu.`,
          sl: `Veljavna kartica jamči rezervacijo. ${share(language)} skupnega zneska bremenimo ${days} dni pred prihodom (takoj, če rezervirate pozneje); preostanek plačate v nastanitvi.`,
        })[language],
    ),
  }
}

/** A night's price held on the card some days before arrival and taken on the arrival day. */
export function nightHeldBeforeArrival(days: number): SeededPaymentPolicy {
  return {
    policy: policy('one_night', 'before_arrival', 'hold', { days }),
    message: translate(
      (language) =>
        ({
          en: `One night held on your card ${days} days before arrival.`,
          de: `Eine Nacht wird ${days} Tage vor der Anreise auf Ihrer Karte reserviert.`,
          it: `Una notte bloccata sulla carta ${days} giorni prima dell'arrivo.`,
          hr: `Iznos jednog noćenja rezervira se na kartici ${days} dana prije dolaska.`,
          sl: `Znesek ene nočitve rezerviramo na kartici ${days} dni pred prihodom.`,
        })[language],
    ),
    sales: translate(
      (language) =>
        ({
          en: `A valid card guarantees the booking. A night's price is held on it ${days} days before arrival and taken on the arrival day; the rest is paid at the property.`,
          de: `Eine gültige Karte garantiert die Buchung. Der Preis einer Nacht wird ${days} Tage vor der Anreise auf ihr reserviert und am Anreisetag abgebucht; den Rest bezahlen Sie vor Ort.`,
          it: `Una carta valida garantisce la prenotazione. Il prezzo di una notte viene bloccato ${days} giorni prima dell'arrivo e addebitato il giorno dell'arrivo; il resto si paga in struttura.`,
          hr: `Valjana kartica jamči rezervaciju. Iznos jednog noćenja rezervira se na njoj ${days} dana prije dolaska i naplaćuje na dan dolaska; ostatak plaćate u objektu.`,
          sl: `Veljavna kartica jamči rezervacijo. Znesek ene nočitve na njej rezerviramo ${days} dni pred prihodom in ga bremenimo na dan prihoda; preostanek plačate v nastanitvi.`,
        })[language],
    ),
  }
}

/** The first night's price charged at booking; the rest paid at the property. */
export const firstNightAtBooking: SeededPaymentPolicy = {
  policy: policy('one_night', 'booking', 'charge'),
  message: {
    en: 'One night charged at booking, the rest at the property.',
    de: 'Eine Nacht wird bei der Buchung abgebucht, der Rest vor Ort.',
    it: 'Una notte addebitata alla prenotazione, il resto in struttura.',
    hr: 'Jedno noćenje naplaćuje se pri rezervaciji, ostatak u objektu.',
    sl: 'Eno nočitev zaračunamo ob rezervaciji, preostanek v nastanitvi.',
  },
  sales: {
    en: "A night's price is charged to your card at booking; the rest is paid at the property.",
    de: 'Der Preis einer Nacht wird bei der Buchung von Ihrer Karte abgebucht; den Rest bezahlen Sie vor Ort.',
    it: 'Il prezzo di una notte viene addebitato sulla carta alla prenotazione; il resto si paga in struttura.',
    hr: 'Iznos jednog noćenja naplaćuje se s Vaše kartice pri rezervaciji; ostatak plaćate u objektu.',
    sl: 'Za znesek ene nočitve bremenimo vašo kartico ob rezervaciji; preostanek plačate v nastanitvi.',
  },
}
