import type { Guarantee } from '../../schema'
import type {
  SeedPaymentMethod,
  SeedRatePlan,
  Translated,
} from '../catalogTypes'

interface MethodText {
  slug: string
  name: Translated
  description: Translated
}

const methodTexts: Record<Guarantee, MethodText> = {
  NOGUARANTEE: {
    slug: 'pay-at-property',
    name: {
      en: 'Pay at the property',
      de: 'Zahlung vor Ort',
      it: 'Pagamento in struttura',
      hr: 'Plaćanje u objektu',
      sl: 'Plačilo v nastanitvi',
    },
    description: {
      en: 'Book without a card and pay by card or in cash during your stay.',
      de: 'Buchen Sie ohne Karte und bezahlen Sie während Ihres Aufenthalts mit Karte oder in bar.',
      it: 'Si prenota senza carta e si paga con carta o in contanti durante il soggiorno.',
      hr: 'Rezervirajte bez kartice i platite karticom ili gotovinom tijekom boravka.',
      sl: 'Rezervirajte brez kartice in plačajte s kartico ali z gotovino med bivanjem.',
    },
  },
  CCARD_GUARANTEE: {
    slug: 'card-guarantee',
    name: {
      en: 'Card guarantee',
      de: 'Kartengarantie',
      it: 'Garanzia con carta',
      hr: 'Jamstvo karticom',
      sl: 'Garancija s kartico',
    },
    description: {
      en: 'Your card details secure the booking; nothing is charged now and you pay at the property.',
      de: 'Ihre Kartendaten sichern die Buchung; jetzt wird nichts abgebucht, Sie bezahlen vor Ort.',
      it: 'I dati della carta garantiscono la prenotazione; ora non viene addebitato nulla e si paga in struttura.',
      hr: 'Podaci kartice jamče rezervaciju; sada se ništa ne naplaćuje, a plaćate u objektu.',
      sl: 'Podatki kartice zagotavljajo rezervacijo; zdaj ne bremenimo ničesar, plačate v nastanitvi.',
    },
  },
  PREPAYMENT: {
    slug: 'card-prepayment',
    name: {
      en: 'Prepayment by card',
      de: 'Vorauszahlung mit Karte',
      it: 'Pagamento anticipato con carta',
      hr: 'Plaćanje karticom unaprijed',
      sl: 'Predplačilo s kartico',
    },
    description: {
      en: 'The price of the rate is charged to your card when you book.',
      de: 'Der Preis des Tarifs wird bei der Buchung von Ihrer Karte abgebucht.',
      it: "L'importo della tariffa viene addebitato sulla carta al momento della prenotazione.",
      hr: 'Iznos odabrane cijene naplaćuje se s Vaše kartice prilikom rezervacije.',
      sl: 'Ob rezervaciji vašo kartico bremenimo za znesek izbrane cene.',
    },
  },
}

/**
 * One payment method for each guarantee the property's rates ask for, in rate order; a property
 * with rates that need no guarantee also takes a card guarantee, for guests arriving late.
 */
export function paymentMethodsFor(
  propertyId: string,
  ratePlans: SeedRatePlan[],
): SeedPaymentMethod[] {
  const asked = ratePlans.map((rate) => rate.guarantee)
  const types = [
    ...new Set(
      asked.flatMap((type) =>
        type === 'NOGUARANTEE' ? [type, 'CCARD_GUARANTEE' as const] : [type],
      ),
    ),
  ]
  return types.map((type) => {
    const { slug, name, description } = methodTexts[type]
    return { id: `${propertyId}-${slug}`, type, name, description }
  })
}
