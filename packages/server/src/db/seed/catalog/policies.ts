import type { Language } from '@resort/core'
import type { Board, Guarantee, PolicyKind } from '../../schema'
import type { Translated } from '../catalogTypes'
import {
  formatEuros,
  formatPercent,
  formatTime,
  listOf,
  translate,
} from './text'

/** What all rates of a property share: arrival times, tourist tax and pets. */
export interface HouseRules {
  checkInFrom: string
  checkOutUntil: string
  /** Cents per adult per night, paid at the property. */
  touristTax: number
  pets: 'welcome' | 'on_request' | 'not_allowed'
}

/** The numbers of a rate that its policy texts repeat. */
interface RateTerms {
  board: Board
  guarantee: Guarantee
  freeCancellationDays: number | null
  cancellationFeePercent: number
  /** The sales policy's sentence on the money when the rate's payment policy asks for some. */
  payment?: Translated
}

const pricesIncludeVat: Translated = {
  en: 'Prices are in euros and include VAT.',
  de: 'Alle Preise verstehen sich in Euro inklusive Mehrwertsteuer.',
  it: "I prezzi sono in euro e comprendono l'IVA.",
  hr: 'Cijene su iskazane u eurima i uključuju PDV.',
  sl: 'Cene so v evrih in vključujejo DDV.',
}

const guaranteeTexts: Record<Guarantee, Translated> = {
  NOGUARANTEE: {
    en: 'No card is needed to confirm the booking; you pay during your stay.',
    de: 'Für die Bestätigung der Buchung ist keine Karte nötig; Sie bezahlen während Ihres Aufenthalts.',
    it: 'Non serve una carta per confermare la prenotazione; il pagamento avviene durante il soggiorno.',
    hr: 'Za potvrdu rezervacije nije potrebna kartica; plaćate tijekom boravka.',
    sl: 'Za potrditev rezervacije kartica ni potrebna; plačate med bivanjem.',
  },
  CCARD_GUARANTEE: {
    en: 'A valid card guarantees the booking; it is charged only for a late cancellation or a no-show.',
    de: 'Eine gültige Karte garantiert die Buchung; sie wird nur bei einer späten Stornierung oder Nichtanreise belastet.',
    it: 'Una carta valida garantisce la prenotazione; viene addebitata solo in caso di cancellazione tardiva o mancato arrivo.',
    hr: 'Valjana kartica jamči rezervaciju; terećuje se samo u slučaju kasnog otkazivanja ili nedolaska.',
    sl: 'Veljavna kartica jamči rezervacijo; bremenimo jo le v primeru pozne odpovedi ali neprihoda.',
  },
  PREPAYMENT: {
    en: 'The full amount is charged to your card at booking.',
    de: 'Der Gesamtbetrag wird bei der Buchung von Ihrer Karte abgebucht.',
    it: "L'intero importo viene addebitato sulla carta al momento della prenotazione.",
    hr: 'Cijeli iznos naplaćuje se s Vaše kartice prilikom rezervacije.',
    sl: 'Ob rezervaciji vašo kartico bremenimo za celoten znesek.',
  },
}

const boardTexts: Record<Board, Translated> = {
  RO: {
    en: 'Meals are not included in this rate.',
    de: 'In diesem Tarif sind keine Mahlzeiten enthalten.',
    it: 'Questa tariffa non comprende i pasti.',
    hr: 'Ova cijena ne uključuje obroke.',
    sl: 'Ta cena ne vključuje obrokov.',
  },
  BB: {
    en: 'Breakfast is served as a buffet every morning.',
    de: 'Das Frühstück wird jeden Morgen als Buffet serviert.',
    it: 'La colazione viene servita ogni mattina a buffet.',
    hr: 'Doručak se svako jutro poslužuje na bazi švedskog stola.',
    sl: 'Zajtrk vsako jutro strežemo v obliki samopostrežnega bifeja.',
  },
  HB: {
    en: 'Half board includes breakfast and dinner; drinks with dinner are charged separately.',
    de: 'Die Halbpension umfasst Frühstück und Abendessen; Getränke zum Abendessen werden separat berechnet.',
    it: 'La mezza pensione comprende colazione e cena; le bevande a cena sono escluse.',
    hr: 'Polupansion uključuje doručak i večeru; pića uz večeru naplaćuju se zasebno.',
    sl: 'Polpenzion vključuje zajtrk in večerjo; pijače ob večerji zaračunamo posebej.',
  },
  FB: {
    en: 'Full board includes breakfast, lunch and dinner; drinks are charged separately.',
    de: 'Die Vollpension umfasst Frühstück, Mittag- und Abendessen; Getränke werden separat berechnet.',
    it: 'La pensione completa comprende colazione, pranzo e cena; le bevande sono escluse.',
    hr: 'Puni pansion uključuje doručak, ručak i večeru; pića se naplaćuju zasebno.',
    sl: 'Polni penzion vključuje zajtrk, kosilo in večerjo; pijače zaračunamo posebej.',
  },
  AI: {
    en: 'All inclusive covers meals, snacks and local drinks from 10:00 to 23:00.',
    de: 'All-inclusive umfasst Mahlzeiten, Snacks und regionale Getränke von 10:00 bis 23:00 Uhr.',
    it: "L'all inclusive comprende pasti, snack e bevande locali dalle 10:00 alle 23:00.",
    hr: 'Sve uključeno obuhvaća obroke, međuobroke i lokalna pića od 10:00 do 23:00.',
    sl: 'Vse vključeno obsega obroke, prigrizke in lokalne pijače od 10.00 do 23.00.',
  },
}

const childrenText: Translated = {
  en: 'A baby cot for children under 3 can be booked as an extra.',
  de: 'Ein Babybett für Kinder unter 3 Jahren können Sie als Extra buchen.',
  it: 'Una culla per bambini sotto i 3 anni si può prenotare come extra.',
  hr: 'Dječji krevetić za djecu mlađu od 3 godine možete rezervirati kao dodatnu uslugu.',
  sl: 'Otroško posteljico za otroke, mlajše od 3 let, lahko rezervirate kot dodatno storitev.',
}

const petTexts: Record<HouseRules['pets'], Translated> = {
  welcome: {
    en: 'Pets are welcome for a fee per night.',
    de: 'Haustiere sind gegen eine Gebühr pro Nacht willkommen.',
    it: 'Gli animali domestici sono i benvenuti con un supplemento per notte.',
    hr: 'Kućni ljubimci su dobrodošli uz doplatu po noći.',
    sl: 'Hišni ljubljenčki so dobrodošli ob doplačilu na noč.',
  },
  on_request: {
    en: 'Pets are allowed on request, for a fee per night.',
    de: 'Haustiere sind auf Anfrage gegen eine Gebühr pro Nacht erlaubt.',
    it: 'Gli animali domestici sono ammessi su richiesta, con un supplemento per notte.',
    hr: 'Kućni ljubimci dopušteni su na upit, uz doplatu po noći.',
    sl: 'Hišni ljubljenčki so dovoljeni na povpraševanje, ob doplačilu na noč.',
  },
  not_allowed: {
    en: 'Pets are not allowed.',
    de: 'Haustiere sind nicht erlaubt.',
    it: 'Gli animali domestici non sono ammessi.',
    hr: 'Kućni ljubimci nisu dopušteni.',
    sl: 'Hišni ljubljenčki niso dovoljeni.',
  },
}

const noSmokingText: Translated = {
  en: 'Smoking is not allowed indoors.',
  de: 'Das Rauchen ist in allen Innenräumen nicht gestattet.',
  it: 'È vietato fumare negli ambienti interni.',
  hr: 'Pušenje u zatvorenim prostorima nije dopušteno.',
  sl: 'Kajenje v zaprtih prostorih ni dovoljeno.',
}

function touristTaxText(cents: number): Translated {
  return translate((language) => {
    const tax = formatEuros(cents, language)
    return {
      en: `The tourist tax of ${tax} per adult per night is not included and is paid at the property.`,
      de: `Die Kurtaxe von ${tax} pro Erwachsenem und Nacht ist nicht inbegriffen und wird vor Ort bezahlt.`,
      it: `L'imposta di soggiorno di ${tax} per adulto a notte non è inclusa e si paga in struttura.`,
      hr: `Boravišna pristojba od ${tax} po odrasloj osobi po noći nije uključena i plaća se u objektu.`,
      sl: `Turistična taksa v višini ${tax} na odraslo osebo na noč ni vključena in se plača v nastanitvi.`,
    }[language]
  })
}

function checkInOutText(house: HouseRules): Translated {
  return translate((language) => {
    const from = formatTime(house.checkInFrom, language)
    const until = formatTime(house.checkOutUntil, language)
    return {
      en: `Check-in from ${from}, check-out until ${until}.`,
      de: `Check-in ab ${from} Uhr, Check-out bis ${until} Uhr.`,
      it: `Check-in dalle ${from}, check-out entro le ${until}.`,
      hr: `Prijava od ${from}, odjava do ${until}.`,
      sl: `Prijava od ${from}, odjava do ${until}.`,
    }[language]
  })
}

/** '3 days' before arrival, in the case each language needs after its preposition. */
function daysBefore(days: number, language: Language): string {
  const one = days === 1
  return {
    en: `${days} ${one ? 'day' : 'days'}`,
    de: `${days} ${one ? 'Tag' : 'Tage'}`,
    it: `${days} ${one ? 'giorno' : 'giorni'}`,
    hr: `${days} dana`,
    sl: `${days} ${one ? 'dneva' : 'dni'}`,
  }[language]
}

/** Free cancellation until a number of days before arrival, then a fee. */
function flexibleCancellation(days: number, feePercent: number): Translated[] {
  const until = translate((language) => {
    const before = daysBefore(days, language)
    return {
      en: `Free cancellation until ${before} before arrival.`,
      de: `Kostenlose Stornierung bis ${before} vor Anreise.`,
      it: `Cancellazione gratuita fino a ${before} prima dell'arrivo.`,
      hr: `Besplatno otkazivanje do ${before} prije dolaska.`,
      sl: `Brezplačna odpoved do ${before} pred prihodom.`,
    }[language]
  })
  const fee = translate((language) => {
    const share = formatPercent(feePercent, language)
    return {
      en: `After that, and for a no-show, ${share} of the total is charged.`,
      de: `Danach sowie bei Nichtanreise berechnen wir ${share} des Gesamtbetrags.`,
      it: `Successivamente, e in caso di mancato arrivo, viene addebitata una penale pari al ${share} dell'importo totale.`,
      hr: `Nakon toga, kao i u slučaju nedolaska, naplaćuje se ${share} ukupnog iznosa.`,
      sl: `Po tem roku in v primeru neprihoda zaračunamo ${share} skupnega zneska.`,
    }[language]
  })
  return [until, fee]
}

/** A rate that can be neither cancelled nor changed. */
function nonRefundableCancellation(feePercent: number): Translated[] {
  const noChanges: Translated = {
    en: 'This rate cannot be cancelled, changed or refunded.',
    de: 'Dieser Tarif kann weder storniert noch geändert oder erstattet werden.',
    it: 'Questa tariffa non può essere cancellata, modificata né rimborsata.',
    hr: 'Rezervaciju po ovoj cijeni nije moguće otkazati ni izmijeniti, a uplaćeni iznos se ne vraća.',
    sl: 'Rezervacije po tej ceni ni mogoče odpovedati ali spremeniti, plačani znesek pa se ne vrne.',
  }
  const fee = translate((language) => {
    const share = formatPercent(feePercent, language)
    return {
      en: `For a cancellation or a no-show, ${share} of the total is charged.`,
      de: `Bei Stornierung oder Nichtanreise werden ${share} des Gesamtbetrags berechnet.`,
      it: `In caso di cancellazione o mancato arrivo viene addebitata una penale pari al ${share} dell'importo totale.`,
      hr: `U slučaju otkazivanja ili nedolaska naplaćuje se ${share} ukupnog iznosa.`,
      sl: `V primeru odpovedi ali neprihoda zaračunamo ${share} skupnega zneska.`,
    }[language]
  })
  return [noChanges, fee]
}

/** The four policy lists of a rate, with the rate's and the house's numbers filled in. */
export function ratePolicy(
  house: HouseRules,
  terms: RateTerms,
): Record<PolicyKind, Translated<string[]>> {
  const cancellation =
    terms.freeCancellationDays === null
      ? nonRefundableCancellation(terms.cancellationFeePercent)
      : flexibleCancellation(
          terms.freeCancellationDays,
          terms.cancellationFeePercent,
        )
  return {
    sales: listOf([
      pricesIncludeVat,
      terms.payment ?? guaranteeTexts[terms.guarantee],
    ]),
    salesAdditional: listOf([
      boardTexts[terms.board],
      touristTaxText(house.touristTax),
      childrenText,
    ]),
    cancelation: listOf(cancellation),
    other: listOf([checkInOutText(house), petTexts[house.pets], noSmokingText]),
  }
}
