import { LANGUAGES } from '@resort/core'
import type { IsoDate } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Database, MemberOfferTable } from '../schema'
import type { Translated } from './catalogTypes'

/** One exclusive offer of the seed, with its texts (decision 024). */
interface SeedMemberOffer extends Omit<
  MemberOfferTable,
  'region_ids' | 'property_ids' | 'sort_order'
> {
  regionIds: string[]
  propertyIds: string[]
  title: Translated
  summary: Translated
  terms: Translated
}

/**
 * The club's seasonal offers around `today`: the coming (or current) Alpine winter and Adriatic
 * spring. Each season is an offer of its own (its id names the year), so a database that runs for
 * years gains each new season's offers while members keep their activations of past ones.
 */
export function seasonalOffers(today: IsoDate): SeedMemberOffer[] {
  const year = Number(today.slice(0, 4))
  const monthDay = today.slice(5)
  // The winter that has not ended yet: from December to the end of March.
  const winter = monthDay <= '03-31' ? year - 1 : year
  // The spring whose arrivals have not ended yet: April to mid-June.
  const spring = monthDay <= '06-15' ? year : year + 1
  return [
    {
      id: `alps-winter-${winter}`,
      slug: `double-points-alpine-winter-${winter}`,
      bonus_kind: 'multiplier',
      bonus_value: 1,
      regionIds: ['julian-alps', 'dolomites'],
      propertyIds: [],
      min_nights: 2,
      stay_from: `${winter}-12-01`,
      stay_to: `${winter + 1}-03-31`,
      activation_from: `${winter}-04-01`,
      activation_until: `${winter + 1}-03-31`,
      title: {
        en: 'Double points for winter in the Alps',
        de: 'Doppelte Punkte für den Winter in den Alpen',
        it: 'Punti doppi per l’inverno nelle Alpi',
        hr: 'Dvostruki bodovi za zimu u Alpama',
        sl: 'Dvojne točke za zimo v Alpah',
      },
      summary: {
        en: 'Ski, sledge or simply sit by the fire: every winter stay of two nights or more in the Julian Alps or the Dolomites earns twice the points.',
        de: 'Skifahren, Rodeln oder einfach am Kamin sitzen: Jeder Winteraufenthalt ab zwei Nächten in den Julischen Alpen oder den Dolomiten bringt Ihnen doppelte Punkte.',
        it: 'Sciare, andare in slittino o semplicemente sedersi accanto al camino: ogni soggiorno invernale di almeno due notti nelle Alpi Giulie o nelle Dolomiti vale il doppio dei punti.',
        hr: 'Skijanje, sanjkanje ili samo odmor uz kamin: svaki zimski boravak od dvije ili više noći u Julijskim Alpama ili Dolomitima donosi dvostruke bodove.',
        sl: 'Smučanje, sankanje ali preprosto počitek ob kaminu: vsako zimsko bivanje z vsaj dvema nočitvama v Julijskih Alpah ali Dolomitih prinese dvojne točke.',
      },
      terms: {
        en: 'Activate the offer before you book. It applies to stays booked signed in as a club member after activation, arriving between 1 December and 31 March, of at least two nights, at our properties in the Julian Alps and the Dolomites. The bonus equals the points the stay earns; it is pending until the stay is over and lapses if the stay is cancelled or changed so that it no longer qualifies.',
        de: 'Aktivieren Sie das Angebot, bevor Sie buchen. Es gilt für Aufenthalte, die Sie nach der Aktivierung als angemeldetes Clubmitglied buchen, mit Anreise zwischen dem 1. Dezember und dem 31. März, ab zwei Nächten, in unseren Häusern in den Julischen Alpen und den Dolomiten. Der Bonus entspricht den Punkten des Aufenthalts; er bleibt vorgemerkt, bis der Aufenthalt vorbei ist, und entfällt, wenn der Aufenthalt storniert oder so geändert wird, dass er die Bedingungen nicht mehr erfüllt.',
        it: 'Attivi l’offerta prima di prenotare. Vale per i soggiorni prenotati dopo l’attivazione con l’accesso da socio del club, con arrivo tra il 1° dicembre e il 31 marzo, di almeno due notti, nelle nostre strutture delle Alpi Giulie e delle Dolomiti. Il bonus è pari ai punti del soggiorno; resta in attesa finché il soggiorno non è concluso e decade se il soggiorno viene annullato o modificato in modo da non rispettare più le condizioni.',
        hr: 'Aktivirajte ponudu prije rezervacije. Vrijedi za boravke rezervirane nakon aktivacije dok ste prijavljeni kao član kluba, s dolaskom između 1. prosinca i 31. ožujka, od najmanje dvije noći, u našim objektima u Julijskim Alpama i Dolomitima. Bonus je jednak bodovima boravka; na čekanju je dok boravak ne završi i propada ako se boravak otkaže ili promijeni tako da više ne ispunjava uvjete.',
        sl: 'Ponudbo aktivirajte pred rezervacijo. Velja za bivanja, rezervirana po aktivaciji, ko ste prijavljeni kot član kluba, s prihodom med 1. decembrom in 31. marcem, z vsaj dvema nočitvama, v naših nastanitvah v Julijskih Alpah in Dolomitih. Bonus je enak točkam bivanja; do konca bivanja je v čakanju in zapade, če bivanje odpoveste ali spremenite tako, da ne izpolnjuje več pogojev.',
      },
    },
    {
      id: `adriatic-spring-${spring}`,
      slug: `adriatic-spring-bonus-${spring}`,
      bonus_kind: 'fixed',
      bonus_value: 1000,
      regionIds: ['istria', 'kvarner', 'dalmatia', 'slovenian-coast'],
      propertyIds: [],
      min_nights: 4,
      stay_from: `${spring}-04-01`,
      stay_to: `${spring}-06-15`,
      activation_from: `${spring - 1}-06-16`,
      activation_until: `${spring}-06-15`,
      title: {
        en: '1,000 bonus points for spring on the Adriatic',
        de: '1.000 Bonuspunkte für den Frühling an der Adria',
        it: '1.000 punti bonus per la primavera sull’Adriatico',
        hr: '1.000 bonus bodova za proljeće na Jadranu',
        sl: '1.000 dodatnih točk za pomlad na Jadranu',
      },
      summary: {
        en: 'The sea before the crowds: stay four nights or more on the Adriatic coast in spring and earn 1,000 bonus points on top of your usual points.',
        de: 'Das Meer vor dem großen Andrang: Bleiben Sie im Frühling mindestens vier Nächte an der Adriaküste, und Sie erhalten zusätzlich zu Ihren üblichen Punkten 1.000 Bonuspunkte.',
        it: 'Il mare prima della folla: soggiorni almeno quattro notti sulla costa adriatica in primavera e riceva 1.000 punti bonus in aggiunta ai punti abituali.',
        hr: 'More prije gužve: boravite četiri ili više noći na jadranskoj obali u proljeće i osvojite 1.000 bonus bodova uz uobičajene bodove.',
        sl: 'Morje pred gnečo: spomladi ostanite vsaj štiri noči na jadranski obali in poleg običajnih točk prejmite 1.000 dodatnih točk.',
      },
      terms: {
        en: 'Activate the offer before you book. It applies to stays booked signed in as a club member after activation, arriving between 1 April and 15 June, of at least four nights, at our properties in Istria, Kvarner, Dalmatia and on the Slovenian coast. 1,000 points per qualifying stay, pending until the stay is over; they lapse if the stay is cancelled or changed so that it no longer qualifies.',
        de: 'Aktivieren Sie das Angebot, bevor Sie buchen. Es gilt für Aufenthalte, die Sie nach der Aktivierung als angemeldetes Clubmitglied buchen, mit Anreise zwischen dem 1. April und dem 15. Juni, ab vier Nächten, in unseren Häusern in Istrien, in der Kvarner-Bucht, in Dalmatien und an der slowenischen Küste. 1.000 Punkte je Aufenthalt, der die Bedingungen erfüllt, vorgemerkt bis zum Ende des Aufenthalts; sie entfallen, wenn der Aufenthalt storniert oder so geändert wird, dass er die Bedingungen nicht mehr erfüllt.',
        it: 'Attivi l’offerta prima di prenotare. Vale per i soggiorni prenotati dopo l’attivazione con l’accesso da socio del club, con arrivo tra il 1° aprile e il 15 giugno, di almeno quattro notti, nelle nostre strutture in Istria, nel Quarnero, in Dalmazia e sulla costa slovena. 1.000 punti per ogni soggiorno che rispetta le condizioni, in attesa fino alla fine del soggiorno; decadono se il soggiorno viene annullato o modificato in modo da non rispettarle più.',
        hr: 'Aktivirajte ponudu prije rezervacije. Vrijedi za boravke rezervirane nakon aktivacije dok ste prijavljeni kao član kluba, s dolaskom između 1. travnja i 15. lipnja, od najmanje četiri noći, u našim objektima u Istri, Kvarneru, Dalmaciji i na slovenskoj obali. 1.000 bodova po boravku koji ispunjava uvjete, na čekanju do kraja boravka; propadaju ako se boravak otkaže ili promijeni tako da više ne ispunjava uvjete.',
        sl: 'Ponudbo aktivirajte pred rezervacijo. Velja za bivanja, rezervirana po aktivaciji, ko ste prijavljeni kot član kluba, s prihodom med 1. aprilom in 15. junijem, z vsaj štirimi nočitvami, v naših nastanitvah v Istri, Kvarnerju, Dalmaciji in na slovenski obali. 1.000 točk za vsako bivanje, ki izpolnjuje pogoje, v čakanju do konca bivanja; zapadejo, če bivanje odpoveste ali spremenite tako, da ne izpolnjuje več pogojev.',
      },
    },
  ]
}

/**
 * Adds the seasonal offers of `today` that the database does not have yet; offers already there,
 * and members' activations of them, stay as they are. Quick to run on every start.
 */
export async function seedMemberOffers(
  db: Kysely<Database>,
  today: IsoDate,
): Promise<number> {
  const offers = seasonalOffers(today)
  const known = await db
    .selectFrom('member_offers')
    .select('id')
    .where(
      'id',
      'in',
      offers.map((offer) => offer.id),
    )
    .execute()
  const missing = offers.filter(
    (offer) => !known.some((row) => row.id === offer.id),
  )
  if (missing.length === 0) return 0
  const { sort_order: last } = (await db
    .selectFrom('member_offers')
    .select(({ fn }) => fn.max<number>('sort_order').as('sort_order'))
    .executeTakeFirst()) ?? { sort_order: 0 }
  for (const [index, offer] of missing.entries()) {
    const { regionIds, propertyIds, title, summary, terms, ...row } = offer
    await db
      .insertInto('member_offers')
      .values({
        ...row,
        region_ids: JSON.stringify(regionIds),
        property_ids: JSON.stringify(propertyIds),
        sort_order: Number(last ?? 0) + index + 1,
      })
      .execute()
    await db
      .insertInto('member_offer_texts')
      .values(
        LANGUAGES.map((language) => ({
          offer_id: offer.id,
          language,
          title: title[language],
          summary: summary[language],
          terms: terms[language],
        })),
      )
      .execute()
  }
  return missing.length
}
