import type { Language } from '@resort/core'
import { airports, type Airport } from '../../catalog/airports'
import { translate } from '../../catalog/text'
import type { Translated } from '../../catalogTypes'
import type { SeedContentPage } from '../contentTypes'

// The properties' names as the catalog spells them, in the catalog's order.
const names = {
  'cissa-rovinj': {
    en: 'Hotel Cissa',
    de: 'Hotel Cissa',
    it: 'Hotel Cissa',
    hr: 'Hotel Cissa',
    sl: 'Hotel Cissa',
  },
  'oliveto-villas-porec': {
    en: 'Oliveto Villas',
    de: 'Oliveto Villen',
    it: 'Ville Oliveto',
    hr: 'Vile Oliveto',
    sl: 'Vile Oliveto',
  },
  'lovorika-opatija': {
    en: 'Grand Hotel Lovorika',
    de: 'Grand Hotel Lovorika',
    it: 'Grand Hotel Lovorika',
    hr: 'Grand Hotel Lovorika',
    sl: 'Grand Hotel Lovorika',
  },
  'vala-krk': {
    en: 'Vala Apartments',
    de: 'Appartements Vala',
    it: 'Appartamenti Vala',
    hr: 'Apartmani Vala',
    sl: 'Apartmaji Vala',
  },
  'sustipan-split': {
    en: 'Hotel Sustipan',
    de: 'Hotel Sustipan',
    it: 'Hotel Sustipan',
    hr: 'Hotel Sustipan',
    sl: 'Hotel Sustipan',
  },
  'villa-lavanda-hvar': {
    en: 'Villa Lavanda',
    de: 'Villa Lavanda',
    it: 'Villa Lavanda',
    hr: 'Vila Lavanda',
    sl: 'Vila Lavanda',
  },
  'elafiti-dubrovnik': {
    en: 'Hotel Elafiti',
    de: 'Hotel Elafiti',
    it: 'Hotel Elafiti',
    hr: 'Hotel Elafiti',
    sl: 'Hotel Elafiti',
  },
  'lipov-gaj-bled': {
    en: 'Hotel Lipov Gaj',
    de: 'Hotel Lipov Gaj',
    it: 'Hotel Lipov Gaj',
    hr: 'Hotel Lipov Gaj',
    sl: 'Hotel Lipov Gaj',
  },
  'vogar-chalets-bohinj': {
    en: 'Vogar Chalets',
    de: 'Vogar Chalets',
    it: 'Chalet Vogar',
    hr: 'Brvnare Vogar',
    sl: 'Brunarice Vogar',
  },
  'solinarka-piran': {
    en: 'Solinarka Apartments',
    de: 'Appartements Solinarka',
    it: 'Appartamenti Solinarka',
    hr: 'Apartmani Solinarka',
    sl: 'Apartmaji Solinarka',
  },
  'ora-riva-del-garda': {
    en: 'Hotel Ora',
    de: 'Hotel Ora',
    it: 'Hotel Ora',
    hr: 'Hotel Ora',
    sl: 'Hotel Ora',
  },
  'limonaia-sirmione': {
    en: 'Limonaia Residence',
    de: 'Residence Limonaia',
    it: 'Residence La Limonaia',
    hr: 'Residence Limonaia',
    sl: 'Residence Limonaia',
  },
  'larice-cortina': {
    en: 'Hotel Larice',
    de: 'Hotel Larice',
    it: 'Hotel Larice',
    hr: 'Hotel Larice',
    sl: 'Hotel Larice',
  },
  'ciasa-aurora-ortisei': {
    en: 'Ciasa Aurora',
    de: 'Ciasa Aurora',
    it: 'Ciasa Aurora',
    hr: 'Ciasa Aurora',
    sl: 'Ciasa Aurora',
  },
} satisfies Record<string, Translated>

type PropertyId = keyof typeof names

/** Whole euros as the language writes them: '€45' in English, '45 €' in the others. */
function euros(amount: number, language: Language): string {
  return language === 'en' ? `€${amount}` : `${amount} €`
}

/** 'Hotel Cissa €25, Hotel Sustipan €15' from [property, euros] pairs. */
function priceList(prices: [PropertyId, number][], language: Language): string {
  return prices
    .map(([id, amount]) => `${names[id][language]} ${euros(amount, language)}`)
    .join(', ')
}

function nameList(ids: PropertyId[], language: Language): string {
  return ids.map((id) => names[id][language]).join(', ')
}

/** 'from Pula Airport' in each language, from the catalog's airport forms. */
function fromAirport(airport: Airport, language: Language): string {
  const name = airports[airport][language]
  return {
    en: `from ${name}`,
    de: `ab ${name}`,
    it: `dall’${name}`,
    hr: `iz ${name}`,
    sl: `z ${name}`,
  }[language]
}

// One way, up to four guests: the airport-transfer extras of staySupplements.ts.
const transfers: [PropertyId, Airport, number][] = [
  ['cissa-rovinj', 'pula', 65],
  ['oliveto-villas-porec', 'pula', 75],
  ['lovorika-opatija', 'rijeka', 70],
  ['vala-krk', 'rijeka', 35],
  ['sustipan-split', 'split', 45],
  ['elafiti-dubrovnik', 'dubrovnik', 55],
  ['lipov-gaj-bled', 'ljubljana', 65],
  ['vogar-chalets-bohinj', 'ljubljana', 80],
  ['solinarka-piran', 'trieste', 90],
  ['ora-riva-del-garda', 'verona', 120],
  ['limonaia-sirmione', 'verona', 70],
  ['larice-cortina', 'venice', 250],
  ['ciasa-aurora-ortisei', 'innsbruck', 240],
]

const lavandaSpeedboat: Translated = {
  en: 'Villa Lavanda: €420 by private speedboat from Split harbour, up to eight guests',
  de: 'Villa Lavanda: 420 € mit privatem Schnellboot ab Hafen Split, bis zu acht Gäste',
  it: 'Villa Lavanda: 420 € in motoscafo privato dal porto di Spalato, fino a otto ospiti',
  hr: 'Vila Lavanda: 420 € privatnim gliserom iz splitske luke, do osam gostiju',
  sl: 'Vila Lavanda: 420 € z zasebnim gliserjem iz splitskega pristanišča, do osem gostov',
}

// Per pet and night: the pet extras of the properties, by their house rules.
const petsWelcome: [PropertyId, number][] = [
  ['oliveto-villas-porec', 15],
  ['vala-krk', 12],
  ['lipov-gaj-bled', 20],
  ['vogar-chalets-bohinj', 15],
  ['ora-riva-del-garda', 15],
  ['ciasa-aurora-ortisei', 12],
]
const petsOnRequest: [PropertyId, number][] = [
  ['cissa-rovinj', 25],
  ['sustipan-split', 15],
  ['solinarka-piran', 15],
  ['limonaia-sirmione', 15],
  ['larice-cortina', 35],
]
const noPets: PropertyId[] = [
  'lovorika-opatija',
  'villa-lavanda-hvar',
  'elafiti-dubrovnik',
]

// Per night: the parking extras of the properties.
const garageParking: [PropertyId, number][] = [
  ['lovorika-opatija', 25],
  ['elafiti-dubrovnik', 20],
  ['ora-riva-del-garda', 15],
  ['larice-cortina', 30],
  ['ciasa-aurora-ortisei', 15],
]
const outdoorParking: [PropertyId, number][] = [
  ['cissa-rovinj', 15],
  ['vala-krk', 8],
  ['sustipan-split', 20],
  ['lipov-gaj-bled', 12],
  ['limonaia-sirmione', 15],
]
const parkingIncluded: PropertyId[] = [
  'oliveto-villas-porec',
  'villa-lavanda-hvar',
  'vogar-chalets-bohinj',
]
const evCharging: PropertyId[] = [
  'lovorika-opatija',
  'elafiti-dubrovnik',
  'oliveto-villas-porec',
  'lipov-gaj-bled',
  'ora-riva-del-garda',
  'larice-cortina',
]

/** Services across the group: airport transfers, pets, parking and charging, laundry, babysitting, luggage. */
export const otherPage: SeedContentPage = {
  id: 'other',
  title: {
    en: 'Services',
    de: 'Services',
    it: 'Servizi',
    hr: 'Usluge',
    sl: 'Storitve',
  },
  description: {
    en: 'Airport transfers, pets, parking and EV charging, laundry, babysitting and luggage storage at Adria Alpe Resorts: prices and booking.',
    de: 'Flughafentransfer, Haustiere, Parken und E-Auto-Laden, Wäsche, Kinderbetreuung und Gepäckaufbewahrung: Preise und Buchung.',
    it: 'Transfer dall’aeroporto, animali, parcheggio e ricarica, lavanderia, baby-sitting e deposito bagagli: prezzi e prenotazione.',
    hr: 'Transfer iz zračne luke, ljubimci, parkiranje i punjenje vozila, pranje rublja, čuvanje djece i pohrana prtljage: cijene i rezervacija.',
    sl: 'Letališki prevoz, ljubljenčki, parkiranje in polnjenje, pranje perila, varstvo otrok in hramba prtljage: cene in rezervacija.',
  },
  intro: {
    en: 'The practical side of a stay: how to get from the airport, where to park and charge the car, what your dog needs, who washes the shirts and who stays with the children for an evening. Where a service can be added to your booking as an extra, the price here is the same; anything else reception arranges for you.',
    de: 'Die praktische Seite Ihres Aufenthalts: wie Sie vom Flughafen kommen, wo Sie parken und laden, was Ihr Hund braucht, wer die Hemden wäscht und wer abends bei den Kindern bleibt. Wo sich ein Service bei der Buchung als Extra hinzufügen lässt, gilt dort derselbe Preis wie hier; alles andere organisiert die Rezeption für Sie.',
    it: 'Il lato pratico del soggiorno: come arrivare dall’aeroporto, dove parcheggiare e ricaricare l’auto, cosa serve al cane, chi lava le camicie e chi resta con i bambini per una sera. Quando un servizio si può aggiungere come extra alla prenotazione, il prezzo è lo stesso indicato qui; per tutto il resto provvede la reception.',
    hr: 'Praktična strana boravka: kako doći od zračne luke, gdje parkirati i napuniti automobil, što treba Vašem psu, tko pere košulje i tko čuva djecu kad navečer izađete. Kad se usluga može dodati rezervaciji kao dodatna, cijena je ista kao ovdje; sve ostalo za Vas organizira recepcija.',
    sl: 'Praktična plat bivanja: kako pridete z letališča, kje parkirate in polnite avto, kaj potrebuje vaš pes, kdo opere srajce in kdo zvečer ostane z otroki. Kjer storitev ob rezervaciji lahko dodate kot dodatno, velja ista cena kot tu; vse drugo za vas uredi recepcija.',
  },
  entries: [
    {
      id: 'other-airport-transfers',
      title: {
        en: 'Airport transfers',
        de: 'Flughafentransfers',
        it: 'Transfer dall’aeroporto',
        hr: 'Transferi iz zračne luke',
        sl: 'Letališki prevozi',
      },
      summary: {
        en: 'A private car from the nearest airport to every property, for up to four guests with luggage, at a fixed price each way.',
        de: 'Ein Privatwagen vom nächsten Flughafen zu jedem unserer Häuser, für bis zu vier Gäste mit Gepäck, zum Festpreis pro Fahrt.',
        it: 'Un’auto privata dall’aeroporto più vicino a ogni struttura, per un massimo di quattro ospiti con bagagli, a prezzo fisso per tratta.',
        hr: 'Privatni automobil od najbliže zračne luke do svakog objekta, za najviše četiri gosta s prtljagom, po fiksnoj cijeni u svakom smjeru.',
        sl: 'Zasebni avtomobil od najbližjega letališča do vsake nastanitve, za največ štiri goste s prtljago, po stalni ceni v vsako smer.',
      },
      body: {
        en: 'Our drivers follow your flight and wait in the arrivals hall with your name on a sign, so a delay costs nothing extra. Each transfer is a private car for up to four guests with their luggage, one way; book two for the return. Child seats and boosters are free if you tell us the children’s ages, and larger families and groups travel by minibus at a price reception confirms.\n\nSome arrivals need a little more than a car. Villa Lavanda on Hvar is reached by a private speedboat from Split harbour that lands in the cove below the villa. Piran’s old town is closed to traffic, so the driver to Solinarka stops at its edge and carries your bags to the door. To the Dolomites the drive from Innsbruck or Venice takes about two hours, with a stop on the way if you like.',
        de: 'Unsere Fahrer verfolgen Ihren Flug und warten mit einem Namensschild in der Ankunftshalle, eine Verspätung kostet also nichts extra. Jeder Transfer ist ein Privatwagen für bis zu vier Gäste mit Gepäck, einfache Fahrt; für die Rückfahrt buchen Sie einen zweiten. Kindersitze und Sitzerhöhungen sind kostenlos, wenn Sie uns das Alter der Kinder nennen, und größere Familien und Gruppen fahren im Kleinbus zu einem Preis, den die Rezeption bestätigt.\n\nManche Anreisen brauchen etwas mehr als ein Auto. Zur Villa Lavanda auf Hvar bringt Sie ein privates Schnellboot vom Hafen Split bis in die Bucht unterhalb der Villa. Die Altstadt von Piran ist für den Verkehr gesperrt, deshalb hält der Fahrer zur Solinarka an ihrem Rand und trägt Ihr Gepäck bis zur Tür. In die Dolomiten dauert die Fahrt von Innsbruck oder Venedig etwa zwei Stunden, auf Wunsch mit einer Pause unterwegs.',
        it: 'I nostri autisti seguono l’orario del volo e aspettano nella sala arrivi con un cartello con il Suo nome, quindi un ritardo non costa nulla in più. Ogni transfer è un’auto privata per un massimo di quattro ospiti con i bagagli, solo andata; per il ritorno se ne prenota un secondo. Seggiolini e rialzi per bambini sono gratuiti se ci indica l’età dei bambini, e famiglie numerose e gruppi viaggiano in minibus a un prezzo confermato dalla reception.\n\nAlcuni arrivi richiedono qualcosa in più di un’auto. A Villa Lavanda, sull’isola di Hvar, si arriva con un motoscafo privato dal porto di Spalato che attracca nella caletta sotto la villa. Il centro storico di Pirano è chiuso al traffico, quindi l’autista per Solinarka si ferma ai suoi margini e porta i bagagli fino alla porta. Per le Dolomiti il viaggio da Innsbruck o da Venezia dura circa due ore, con una sosta lungo la strada se lo desidera.',
        hr: 'Naši vozači prate Vaš let i čekaju u dolaznoj dvorani s Vašim imenom na ploči, pa kašnjenje ne košta ništa dodatno. Svaki transfer privatni je automobil za najviše četiri gosta s prtljagom, u jednom smjeru; za povratak rezervirajte drugi. Dječje autosjedalice i podlošci su besplatni ako nam javite dob djece, a veće obitelji i grupe voze se minibusom po cijeni koju potvrđuje recepcija.\n\nZa neke dolaske treba nešto više od automobila. Do Vile Lavanda na Hvaru vozi privatni gliser iz splitske luke koji pristaje u uvali ispod vile. Stara jezgra Pirana zatvorena je za promet pa vozač do Solinarke staje na njezinu rubu i nosi Vašu prtljagu do vrata. Vožnja u Dolomite iz Innsbrucka ili Venecije traje oko dva sata, a na putu možete stati ako želite.',
        sl: 'Naši vozniki spremljajo vaš let in vas s tablico z vašim imenom počakajo v prihodni dvorani, zato zamuda ne stane nič dodatnega. Vsak prevoz je zasebni avtomobil za največ štiri goste s prtljago, v eno smer; za vrnitev rezervirajte drugega. Otroški sedeži in podloge so brezplačni, če nam sporočite starost otrok, večje družine in skupine pa se peljejo s kombijem po ceni, ki jo potrdi recepcija.\n\nNekateri prihodi zahtevajo nekaj več kot avtomobil. Do Vile Lavanda na Hvaru vas pripelje zasebni gliser iz splitskega pristanišča, ki pristane v zalivu pod vilo. Staro mestno jedro Pirana je zaprto za promet, zato voznik do Solinarke ustavi na njegovem robu in vašo prtljago odnese do vrat. Vožnja v Dolomite iz Innsbrucka ali Benetk traja približno dve uri, na željo s postankom med potjo.',
      },
      facts: translate((language) => [
        ...transfers.map(
          ([id, airport, amount]) =>
            `${names[id][language]}: ${euros(amount, language)} ${fromAirport(airport, language)}`,
        ),
        lavandaSpeedboat[language],
        {
          en: 'Booking: as an extra when you book, or at reception at least 48 hours before arrival, with your flight number',
          de: 'Buchung: als Extra bei der Buchung oder mindestens 48 Stunden vor Anreise an der Rezeption, mit Ihrer Flugnummer',
          it: 'Prenotazione: come extra al momento della prenotazione o alla reception almeno 48 ore prima dell’arrivo, con il numero del volo',
          hr: 'Rezervacija: kao dodatna usluga pri rezervaciji ili na recepciji najmanje 48 sati prije dolaska, uz broj leta',
          sl: 'Rezervacija: kot dodatna storitev ob rezervaciji ali na recepciji vsaj 48 ur pred prihodom, s številko leta',
        }[language],
      ]),
    },
    {
      id: 'other-pets',
      title: {
        en: 'Pets welcome',
        de: 'Haustiere willkommen',
        it: 'Animali benvenuti',
        hr: 'Kućni ljubimci dobrodošli',
        sl: 'Hišni ljubljenčki dobrodošli',
      },
      summary: {
        en: 'Dogs and cats up to 15 kg stay with their owners at eleven of our fourteen properties, with a bed, bowls and treats waiting.',
        de: 'Hunde und Katzen bis 15 kg wohnen in elf unserer vierzehn Häuser bei ihren Besitzern, mit Körbchen, Näpfen und Leckerlis.',
        it: 'Cani e gatti fino a 15 kg soggiornano con i padroni in undici delle nostre quattordici strutture, con cuccia, ciotole e snack pronti.',
        hr: 'Psi i mačke do 15 kg borave sa svojim vlasnicima u jedanaest od naših četrnaest objekata, uz ležaj, zdjelice i poslastice.',
        sl: 'Psi in mačke do 15 kg bivajo s svojimi lastniki v enajstih od naših štirinajstih nastanitev, z ležiščem, skledicami in priboljški.',
      },
      body: {
        en: 'At six of our places pets are simply welcome; at five more, add the pet to your booking and reception confirms within a day, usually because only some rooms suit a dog. Each pet gets a bed, water and food bowls and a bag of treats, and reception keeps a list of nearby vets, walks and beaches where dogs may swim.\n\nDogs are welcome on the terraces of our restaurants but not in the dining rooms, spas or pool areas, and should only be left alone in the room if they are used to it and stay quiet. The villas at Oliveto and the Vogar chalets have gardens of their own, and Hotel Lipov Gaj stands on the 6 km path around Lake Bled.',
        de: 'In sechs unserer Häuser sind Haustiere einfach willkommen; in fünf weiteren fügen Sie das Tier Ihrer Buchung hinzu, und die Rezeption bestätigt innerhalb eines Tages, meist weil nur einige Zimmer für Hunde geeignet sind. Jedes Tier bekommt ein Körbchen, Wasser- und Futternapf und eine Tüte Leckerlis, und die Rezeption hat eine Liste mit Tierärzten, Spazierwegen und Stränden in der Nähe, an denen Hunde baden dürfen.\n\nHunde sind auf den Terrassen unserer Restaurants willkommen, nicht aber in den Speisesälen, Spas und Poolbereichen, und sollten nur allein im Zimmer bleiben, wenn sie das gewohnt sind und ruhig bleiben. Die Villen von Oliveto und die Vogar Chalets haben eigene Gärten, und das Hotel Lipov Gaj liegt am 6 km langen Weg rund um den Bleder See.',
        it: 'In sei delle nostre strutture gli animali sono semplicemente i benvenuti; in altre cinque si aggiunge l’animale alla prenotazione e la reception conferma entro un giorno, di solito perché solo alcune camere sono adatte a un cane. Ogni animale trova cuccia, ciotole per acqua e cibo e un sacchetto di snack, e la reception ha un elenco di veterinari, passeggiate e spiagge vicine dove i cani possono fare il bagno.\n\nI cani sono i benvenuti sulle terrazze dei nostri ristoranti ma non nelle sale, nelle spa e nelle zone piscina, e vanno lasciati soli in camera solo se ci sono abituati e restano tranquilli. Le ville di Oliveto e gli chalet Vogar hanno un giardino proprio, e l’Hotel Lipov Gaj si trova sul sentiero di 6 km intorno al lago di Bled.',
        hr: 'U šest naših objekata ljubimci su jednostavno dobrodošli; u još pet ljubimca dodajte rezervaciji, a recepcija potvrđuje u roku od jednog dana, najčešće zato što psu odgovaraju samo neke sobe. Svaki ljubimac dobiva ležaj, zdjelice za vodu i hranu i vrećicu poslastica, a recepcija ima popis obližnjih veterinara, šetnica i plaža na kojima se psi smiju kupati.\n\nPsi su dobrodošli na terasama naših restorana, ali ne i u blagovaonicama, wellnessu i uz bazene, a same ih u sobi ostavite samo ako su na to naviknuti i mirni. Vile Oliveto i brvnare Vogar imaju vlastite vrtove, a hotel Lipov Gaj nalazi se na šetnici dugoj 6 km oko Bledskog jezera.',
        sl: 'V šestih naših nastanitvah so ljubljenčki preprosto dobrodošli; v nadaljnjih petih ljubljenčka dodate rezervaciji, recepcija pa ga potrdi v enem dnevu, navadno zato, ker so za psa primerne le nekatere sobe. Vsak ljubljenček dobi ležišče, skledici za vodo in hrano ter vrečko priboljškov, na recepciji pa imajo seznam bližnjih veterinarjev, sprehajalnih poti in plaž, kjer se psi smejo kopati.\n\nPsi so dobrodošli na terasah naših restavracij, ne pa v jedilnicah, wellnessu in ob bazenih, same v sobi pa jih pustite le, če so tega vajeni in mirni. Vile Oliveto in brunarice Vogar imajo lastne vrtove, hotel Lipov Gaj pa stoji ob 6 km dolgi poti okoli Blejskega jezera.',
      },
      facts: translate((language) => [
        {
          en: `Welcome, per pet and night: ${priceList(petsWelcome, language)}`,
          de: `Willkommen, pro Tier und Nacht: ${priceList(petsWelcome, language)}`,
          it: `Benvenuti, per animale e per notte: ${priceList(petsWelcome, language)}`,
          hr: `Dobrodošli, po ljubimcu i noći: ${priceList(petsWelcome, language)}`,
          sl: `Dobrodošli, na ljubljenčka in noč: ${priceList(petsWelcome, language)}`,
        }[language],
        {
          en: `On request, per pet and night: ${priceList(petsOnRequest, language)}`,
          de: `Auf Anfrage, pro Tier und Nacht: ${priceList(petsOnRequest, language)}`,
          it: `Su richiesta, per animale e per notte: ${priceList(petsOnRequest, language)}`,
          hr: `Na upit, po ljubimcu i noći: ${priceList(petsOnRequest, language)}`,
          sl: `Na povpraševanje, na ljubljenčka in noč: ${priceList(petsOnRequest, language)}`,
        }[language],
        {
          en: `Not possible at: ${nameList(noPets, language)}`,
          de: `Nicht möglich: ${nameList(noPets, language)}`,
          it: `Non ammessi: ${nameList(noPets, language)}`,
          hr: `Nije moguće: ${nameList(noPets, language)}`,
          sl: `Ni mogoče: ${nameList(noPets, language)}`,
        }[language],
        {
          en: 'Up to two pets per room or unit, each up to 15 kg',
          de: 'Bis zu zwei Tiere pro Zimmer oder Wohnung, jedes bis 15 kg',
          it: 'Fino a due animali per camera o alloggio, ciascuno fino a 15 kg',
          hr: 'Najviše dva ljubimca po sobi ili smještajnoj jedinici, svaki do 15 kg',
          sl: 'Največ dva ljubljenčka na sobo ali enoto, vsak do 15 kg',
        }[language],
        {
          en: 'Booking: add the pet as an extra when you book',
          de: 'Buchung: das Tier bei der Buchung als Extra hinzufügen',
          it: 'Prenotazione: aggiungere l’animale come extra al momento della prenotazione',
          hr: 'Rezervacija: ljubimca dodajte kao dodatnu uslugu pri rezervaciji',
          sl: 'Rezervacija: ljubljenčka dodajte kot dodatno storitev ob rezervaciji',
        }[language],
      ]),
    },
    {
      id: 'other-parking-ev-charging',
      title: {
        en: 'Parking and EV charging',
        de: 'Parken und E-Auto-Laden',
        it: 'Parcheggio e ricarica per auto elettriche',
        hr: 'Parkiranje i punjenje električnih automobila',
        sl: 'Parkiranje in polnjenje električnih avtomobilov',
      },
      summary: {
        en: 'A reserved space at every property, included at the villas and chalets, and 11 kW chargers for electric cars at six of our properties.',
        de: 'Ein reservierter Stellplatz bei jedem Haus, bei Villen und Chalets inklusive, und 11-kW-Ladestationen für Elektroautos in sechs unserer Häuser.',
        it: 'Un posto auto riservato in ogni struttura, incluso nelle ville e negli chalet, e colonnine da 11 kW per auto elettriche in sei strutture.',
        hr: 'Rezervirano parkirno mjesto u svakom objektu, uključeno u cijenu kod vila i brvnara, i punjači od 11 kW za električne automobile u šest objekata.',
        sl: 'Rezervirano parkirno mesto pri vsaki nastanitvi, pri vilah in brunaricah vključeno v ceno, in polnilnice z 11 kW za električne avtomobile v šestih nastanitvah.',
      },
      body: {
        en: 'A space booked with your stay is kept for you whatever time you arrive, and at the hotels with a garage a lift takes you up from the car. At the villas of Oliveto, Villa Lavanda and the Vogar chalets, parking next to your door is included in the price.\n\nIn Piran, cars stay outside the old town: guests of Solinarka park in the public Fornače garage at the edge of town, and a free shuttle bus runs to Tartini Square every fifteen minutes. Electric cars charge on 11 kW wall boxes with Type 2 sockets at six properties; bring your own cable or borrow one from reception.',
        de: 'Ein mit dem Aufenthalt gebuchter Stellplatz wird für Sie freigehalten, egal wann Sie ankommen, und in den Hotels mit Garage bringt Sie ein Aufzug direkt vom Auto ins Haus. Bei den Villen von Oliveto, der Villa Lavanda und den Vogar Chalets ist der Parkplatz vor der Tür im Preis inbegriffen.\n\nIn Piran bleiben die Autos außerhalb der Altstadt: Gäste der Solinarka parken in der öffentlichen Garage Fornače am Ortsrand, und ein kostenloser Shuttlebus fährt alle fünfzehn Minuten zum Tartini-Platz. Elektroautos laden in sechs Häusern an 11-kW-Wallboxen mit Typ-2-Steckdose; bringen Sie Ihr eigenes Kabel mit oder leihen Sie eines an der Rezeption.',
        it: 'Un posto prenotato insieme al soggiorno resta libero per Lei a qualunque ora arrivi, e negli hotel con garage un ascensore porta dall’auto all’interno. Nelle ville di Oliveto, a Villa Lavanda e negli chalet Vogar il parcheggio accanto alla porta è compreso nel prezzo.\n\nA Pirano le auto restano fuori dal centro storico: gli ospiti di Solinarka parcheggiano nel garage pubblico Fornače all’ingresso della città, e un bus navetta gratuito porta in piazza Tartini ogni quindici minuti. Le auto elettriche si ricaricano in sei strutture con wallbox da 11 kW e presa di tipo 2; porti il Suo cavo o ne chieda uno in prestito alla reception.',
        hr: 'Parkirno mjesto rezervirano uz boravak čeka Vas bez obzira na to kad stignete, a u hotelima s garažom dizalo Vas od automobila vozi ravno u hotel. Kod Vila Oliveto, Vile Lavanda i brvnara Vogar parkiranje uz vrata uključeno je u cijenu.\n\nU Piranu automobili ostaju izvan stare jezgre: gosti Solinarke parkiraju u javnoj garaži Fornače na rubu grada, a besplatni autobus svakih petnaest minuta vozi do Tartinijeva trga. Električni automobili pune se u šest objekata na zidnim punjačima od 11 kW s utičnicom tipa 2; ponesite svoj kabel ili ga posudite na recepciji.',
        sl: 'Parkirno mesto, rezervirano z bivanjem, vas počaka ne glede na to, kdaj prispete, v hotelih z garažo pa vas dvigalo od avtomobila pripelje naravnost v hotel. Pri Vilah Oliveto, Vili Lavanda in brunaricah Vogar je parkiranje ob vratih vključeno v ceno.\n\nV Piranu avtomobili ostanejo zunaj starega mestnega jedra: gostje Solinarke parkirajo v javni garaži Fornače na robu mesta, brezplačni avtobus pa vsakih petnajst minut vozi do Tartinijevega trga. Električni avtomobili se v šestih nastanitvah polnijo na stenskih polnilnicah z 11 kW in vtičnico tipa 2; prinesite svoj kabel ali si ga izposodite na recepciji.',
      },
      facts: translate((language) => [
        {
          en: `Garage, per night: ${priceList(garageParking, language)}`,
          de: `Garage, pro Nacht: ${priceList(garageParking, language)}`,
          it: `Garage, per notte: ${priceList(garageParking, language)}`,
          hr: `Garaža, po noći: ${priceList(garageParking, language)}`,
          sl: `Garaža, na noč: ${priceList(garageParking, language)}`,
        }[language],
        {
          en: `Outdoor space, per night: ${priceList(outdoorParking, language)}`,
          de: `Stellplatz im Freien, pro Nacht: ${priceList(outdoorParking, language)}`,
          it: `Posto all’aperto, per notte: ${priceList(outdoorParking, language)}`,
          hr: `Vanjsko mjesto, po noći: ${priceList(outdoorParking, language)}`,
          sl: `Zunanje mesto, na noč: ${priceList(outdoorParking, language)}`,
        }[language],
        {
          en: `${names['solinarka-piran'].en}: Fornače garage €18 per night, free shuttle to the old town`,
          de: `${names['solinarka-piran'].de}: Garage Fornače 18 € pro Nacht, kostenloser Shuttle in die Altstadt`,
          it: `${names['solinarka-piran'].it}: garage Fornače 18 € per notte, navetta gratuita per il centro storico`,
          hr: `${names['solinarka-piran'].hr}: garaža Fornače 18 € po noći, besplatan prijevoz do stare jezgre`,
          sl: `${names['solinarka-piran'].sl}: garaža Fornače 18 € na noč, brezplačen prevoz do starega jedra`,
        }[language],
        {
          en: `Included in the price: ${nameList(parkingIncluded, language)}`,
          de: `Im Preis inbegriffen: ${nameList(parkingIncluded, language)}`,
          it: `Compreso nel prezzo: ${nameList(parkingIncluded, language)}`,
          hr: `Uključeno u cijenu: ${nameList(parkingIncluded, language)}`,
          sl: `Vključeno v ceno: ${nameList(parkingIncluded, language)}`,
        }[language],
        {
          en: `EV charging (11 kW, Type 2), €0.40 per kWh: ${nameList(evCharging, language)}`,
          de: `E-Auto-Laden (11 kW, Typ 2), 0,40 € pro kWh: ${nameList(evCharging, language)}`,
          it: `Ricarica auto elettriche (11 kW, tipo 2), 0,40 € per kWh: ${nameList(evCharging, language)}`,
          hr: `Punjenje električnih automobila (11 kW, tip 2), 0,40 € po kWh: ${nameList(evCharging, language)}`,
          sl: `Polnjenje električnih avtomobilov (11 kW, tip 2), 0,40 € na kWh: ${nameList(evCharging, language)}`,
        }[language],
        {
          en: 'Booking: parking as an extra when you book; charging times at reception',
          de: 'Buchung: Parkplatz als Extra bei der Buchung; Ladezeiten an der Rezeption',
          it: 'Prenotazione: parcheggio come extra al momento della prenotazione; orari di ricarica alla reception',
          hr: 'Rezervacija: parkiranje kao dodatna usluga pri rezervaciji; termini punjenja na recepciji',
          sl: 'Rezervacija: parkiranje kot dodatna storitev ob rezervaciji; termini polnjenja na recepciji',
        }[language],
      ]),
    },
    {
      id: 'other-laundry',
      title: {
        en: 'Laundry',
        de: 'Wäscheservice',
        it: 'Lavanderia',
        hr: 'Pranje rublja',
        sl: 'Pranje perila',
      },
      summary: {
        en: 'Same-day laundry and pressing at the hotels, washing machines in the villas, chalets and larger apartments, and a guest laundry room at Vala.',
        de: 'Wäsche- und Bügelservice am selben Tag in den Hotels, Waschmaschinen in Villen, Chalets und größeren Wohnungen und ein Waschraum für Gäste in der Vala.',
        it: 'Lavanderia e stiratura in giornata negli hotel, lavatrici nelle ville, negli chalet e negli appartamenti più grandi, e una lavanderia per gli ospiti a Vala.',
        hr: 'Pranje i glačanje istog dana u hotelima, perilice rublja u vilama, brvnarama i većim apartmanima te praonica za goste u Vali.',
        sl: 'Pranje in likanje isti dan v hotelih, pralni stroji v vilah, brunaricah in večjih apartmajih ter pralnica za goste v Vali.',
      },
      body: {
        en: 'At our hotels, put your clothes in the laundry bag from the wardrobe with the form filled in and leave it at reception by 09:00; they come back washed or pressed by 18:00 the same day, Monday to Saturday. An express service returns them within three hours for half the price again.\n\nIn the villas, the chalets and the larger apartments a washing machine is part of the kitchen or bathroom, with detergent for the first washes. Vala Apartments on Krk has a guest laundry room with washing machines and a dryer, paid with tokens from reception, and at Villa Lavanda the housekeeper can add a mid-stay clean with fresh bed linen and towels for the whole house.',
        de: 'In unseren Hotels legen Sie Ihre Kleidung mit ausgefülltem Formular in den Wäschebeutel aus dem Schrank und geben ihn bis 09:00 Uhr an der Rezeption ab; gewaschen oder gebügelt kommt sie bis 18:00 Uhr am selben Tag zurück, montags bis samstags. Der Expressservice bringt sie innerhalb von drei Stunden zurück, zum anderthalbfachen Preis.\n\nIn den Villen, Chalets und größeren Ferienwohnungen gehört eine Waschmaschine zur Küche oder zum Bad, mit Waschmittel für die ersten Wäschen. Die Appartements Vala auf Krk haben einen Waschraum für Gäste mit Waschmaschinen und Trockner, bezahlt mit Marken von der Rezeption, und in der Villa Lavanda übernimmt die Haushälterin auf Wunsch eine Zwischenreinigung mit frischer Bettwäsche und Handtüchern für das ganze Haus.',
        it: 'Negli hotel si mettono i capi nel sacchetto per la lavanderia che si trova nell’armadio, con il modulo compilato, e lo si lascia alla reception entro le 09:00; tornano lavati o stirati entro le 18:00 dello stesso giorno, dal lunedì al sabato. Il servizio express li riconsegna entro tre ore, con un supplemento del 50%.\n\nNelle ville, negli chalet e negli appartamenti più grandi la lavatrice è in cucina o in bagno, con il detersivo per i primi lavaggi. Gli Appartamenti Vala a Krk hanno una lavanderia per gli ospiti con lavatrici e asciugatrice, a gettoni da ritirare alla reception, e a Villa Lavanda la governante può aggiungere una pulizia a metà soggiorno con lenzuola e asciugamani puliti per tutta la casa.',
        hr: 'U našim hotelima odjeću stavite u vrećicu za rublje iz ormara, uz ispunjeni obrazac, i ostavite je na recepciji do 09:00; oprana ili izglačana vraća se do 18:00 istog dana, od ponedjeljka do subote. Ekspresna usluga vraća je u roku od tri sata, uz doplatu od 50 %.\n\nU vilama, brvnarama i većim apartmanima perilica rublja dio je kuhinje ili kupaonice, s deterdžentom za prva pranja. Apartmani Vala na Krku imaju praonicu za goste s perilicama i sušilicom, koje se plaćaju žetonima s recepcije, a u Vili Lavanda domaćica može dodati čišćenje usred boravka sa svježom posteljinom i ručnicima za cijelu kuću.',
        sl: 'V naših hotelih oblačila z izpolnjenim obrazcem dajte v vrečko za perilo iz omare in jo do 09:00 oddajte na recepciji; oprana ali zlikana se vrnejo do 18:00 istega dne, od ponedeljka do sobote. Hitra storitev jih vrne v treh urah, z 50 % doplačila.\n\nV vilah, brunaricah in večjih apartmajih je pralni stroj v kuhinji ali kopalnici, s pralnim sredstvom za prva pranja. Apartmaji Vala na Krku imajo pralnico za goste s pralnimi stroji in sušilnikom, ki jih plačate z žetoni z recepcije, v Vili Lavanda pa gospodinja lahko doda čiščenje sredi bivanja s svežo posteljnino in brisačami za vso hišo.',
      },
      facts: {
        en: [
          'Hotels: in by 09:00, back by 18:00 the same day, Monday to Saturday',
          'Prices: shirt €5, trousers €7, dress €9, pressing only €3; express within 3 hours +50%',
          'Washing machine in: all Oliveto villas, the main house of Villa Lavanda, the Vogar Family Chalet, the Vala penthouse and the two-bedroom apartments at Vala, Solinarka, Ciasa Aurora and Limonaia',
          'Vala laundry room: €4 per wash, €3 per dryer cycle, detergent included',
          'Villa Lavanda mid-stay clean with fresh linen and towels: €60, as an extra',
        ],
        de: [
          'Hotels: Abgabe bis 09:00 Uhr, zurück bis 18:00 Uhr am selben Tag, montags bis samstags',
          'Preise: Hemd 5 €, Hose 7 €, Kleid 9 €, nur Bügeln 3 €; Express innerhalb von 3 Stunden +50 %',
          'Waschmaschine in: allen Oliveto Villen, dem Haupthaus der Villa Lavanda, dem Familienchalet von Vogar, dem Penthouse der Vala und den Wohnungen mit zwei Schlafzimmern in Vala, Solinarka, Ciasa Aurora und Limonaia',
          'Waschraum der Vala: 4 € pro Waschgang, 3 € pro Trocknergang, Waschmittel inbegriffen',
          'Zwischenreinigung der Villa Lavanda mit frischer Wäsche und Handtüchern: 60 €, als Extra',
        ],
        it: [
          'Hotel: consegna entro le 09:00, ritiro entro le 18:00 dello stesso giorno, dal lunedì al sabato',
          'Prezzi: camicia 5 €, pantaloni 7 €, abito 9 €, solo stiratura 3 €; express entro 3 ore +50%',
          'Lavatrice in: tutte le Ville Oliveto, la casa principale di Villa Lavanda, lo chalet familiare Vogar, l’attico di Vala e gli appartamenti con due camere di Vala, Solinarka, Ciasa Aurora e La Limonaia',
          'Lavanderia di Vala: 4 € a lavaggio, 3 € ad asciugatura, detersivo incluso',
          'Pulizia a metà soggiorno a Villa Lavanda con biancheria e asciugamani puliti: 60 €, come extra',
        ],
        hr: [
          'Hoteli: predaja do 09:00, povrat do 18:00 istog dana, od ponedjeljka do subote',
          'Cijene: košulja 5 €, hlače 7 €, haljina 9 €, samo glačanje 3 €; ekspresno u roku od 3 sata +50 %',
          'Perilica rublja u: svim Vilama Oliveto, glavnoj kući Vile Lavanda, obiteljskoj brvnari Vogar, penthouseu Vale i apartmanima s dvije spavaće sobe u Vali, Solinarki, Ciasi Aurora i Limonaii',
          'Praonica Vale: 4 € po pranju, 3 € po sušenju, deterdžent uključen',
          'Čišćenje Vile Lavanda usred boravka sa svježom posteljinom i ručnicima: 60 €, kao dodatna usluga',
        ],
        sl: [
          'Hoteli: oddaja do 09:00, vrnitev do 18:00 istega dne, od ponedeljka do sobote',
          'Cene: srajca 5 €, hlače 7 €, obleka 9 €, samo likanje 3 €; hitro v 3 urah +50 %',
          'Pralni stroj v: vseh Vilah Oliveto, glavni hiši Vile Lavanda, družinski brunarici Vogar, penthousu Vale in apartmajih z dvema spalnicama v Vali, Solinarki, Ciasi Aurora in Limonaii',
          'Pralnica Vale: 4 € na pranje, 3 € na sušenje, pralno sredstvo vključeno',
          'Čiščenje Vile Lavanda sredi bivanja s svežo posteljnino in brisačami: 60 €, kot dodatna storitev',
        ],
      },
    },
    {
      id: 'other-babysitting',
      title: {
        en: 'Babysitting',
        de: 'Kinderbetreuung',
        it: 'Baby-sitting',
        hr: 'Čuvanje djece',
        sl: 'Varstvo otrok',
      },
      summary: {
        en: 'Experienced local babysitters for an evening out, at every hotel and on request at the villas, chalets and apartments.',
        de: 'Erfahrene Babysitter aus der Region für einen Abend zu zweit, in jedem Hotel und auf Anfrage auch in Villen, Chalets und Ferienwohnungen.',
        it: 'Baby-sitter esperte del posto per una serata fuori, in ogni hotel e su richiesta anche nelle ville, negli chalet e negli appartamenti.',
        hr: 'Iskusne lokalne dadilje za večernji izlazak, u svakom hotelu i na upit u vilama, brvnarama i apartmanima.',
        sl: 'Izkušene domače varuške za večer v dvoje, v vsakem hotelu in na povpraševanje tudi v vilah, brunaricah in apartmajih.',
      },
      body: {
        en: 'Reception works with a small group of babysitters in each place: nursery teachers, education students and mothers who have looked after our guests’ children for several seasons. Each has done a first-aid course, and most speak English and at least one more of our languages. They come to your room or villa, bring games and books, and put the children to bed at the time you set.\n\nDuring the day, Hotel Elafiti in Dubrovnik has a kids’ club for children aged 4 to 12, and at every property a baby cot with bedding can be set up before you arrive.',
        de: 'Die Rezeption arbeitet an jedem Ort mit einer kleinen Gruppe von Babysittern: Erzieherinnen, Studentinnen der Pädagogik und Mütter, die seit mehreren Saisons die Kinder unserer Gäste betreuen. Alle haben einen Erste-Hilfe-Kurs absolviert, und die meisten sprechen Englisch und mindestens eine weitere unserer Sprachen. Sie kommen in Ihr Zimmer oder Ihre Villa, bringen Spiele und Bücher mit und bringen die Kinder zu der Zeit ins Bett, die Sie festlegen.\n\nTagsüber hat das Hotel Elafiti in Dubrovnik einen Kinderclub für Kinder von 4 bis 12 Jahren, und in jedem unserer Häuser kann vor Ihrer Ankunft ein Babybett mit Bettwäsche aufgestellt werden.',
        it: 'In ogni località la reception collabora con un piccolo gruppo di baby-sitter: educatrici d’asilo nido, studentesse di scienze della formazione e mamme che da diverse stagioni si occupano dei bambini dei nostri ospiti. Tutte hanno seguito un corso di primo soccorso, e la maggior parte parla inglese e almeno un’altra delle nostre lingue. Vengono in camera o in villa, portano giochi e libri e mettono a letto i bambini all’ora che decide Lei.\n\nDurante il giorno l’Hotel Elafiti di Dubrovnik ha un miniclub per bambini dai 4 ai 12 anni, e in ogni struttura si può far preparare una culla con biancheria prima dell’arrivo.',
        hr: 'Recepcija u svakom mjestu surađuje s malom skupinom dadilja: odgajateljicama, studenticama pedagogije i majkama koje već nekoliko sezona čuvaju djecu naših gostiju. Sve su završile tečaj prve pomoći, a većina govori engleski i barem još jedan od naših jezika. Dolaze u Vašu sobu ili vilu, donose igre i knjige i stavljaju djecu na spavanje u vrijeme koje odredite.\n\nDanju hotel Elafiti u Dubrovniku ima dječji klub za djecu od 4 do 12 godina, a u svakom objektu prije Vašeg dolaska može se pripremiti dječji krevetić s posteljinom.',
        sl: 'Recepcija v vsakem kraju sodeluje z majhno skupino varušk: vzgojiteljicami, študentkami pedagogike in mamami, ki že več sezon pazijo na otroke naših gostov. Vse so opravile tečaj prve pomoči, večina pa govori angleško in vsaj še enega od naših jezikov. Pridejo v vašo sobo ali vilo, prinesejo igre in knjige ter otroke spravijo spat ob uri, ki jo določite.\n\nČez dan ima hotel Elafiti v Dubrovniku otroški klub za otroke od 4 do 12 let, v vsaki nastanitvi pa vam pred prihodom lahko pripravimo otroško posteljico s posteljnino.',
      },
      facts: {
        en: [
          '€15 per hour, €18 after 22:00; at least 3 hours',
          'Children from 6 months to 12 years; up to three children of one family per babysitter',
          'At all hotels; at the villas, chalets and apartments on request',
          'Baby cot: €6 to €15 per night depending on the property, as an extra when you book',
          'Booking: at reception at least 24 hours ahead',
        ],
        de: [
          '15 € pro Stunde, 18 € nach 22:00 Uhr; mindestens 3 Stunden',
          'Kinder von 6 Monaten bis 12 Jahren; bis zu drei Kinder einer Familie pro Babysitter',
          'In allen Hotels; in Villen, Chalets und Ferienwohnungen auf Anfrage',
          'Babybett: 6 bis 15 € pro Nacht je nach Haus, als Extra bei der Buchung',
          'Buchung: mindestens 24 Stunden vorher an der Rezeption',
        ],
        it: [
          '15 € l’ora, 18 € dopo le 22:00; minimo 3 ore',
          'Bambini da 6 mesi a 12 anni; fino a tre bambini della stessa famiglia per baby-sitter',
          'In tutti gli hotel; nelle ville, negli chalet e negli appartamenti su richiesta',
          'Culla: da 6 a 15 € a notte secondo la struttura, come extra al momento della prenotazione',
          'Prenotazione: alla reception almeno 24 ore prima',
        ],
        hr: [
          '15 € po satu, 18 € nakon 22:00; najmanje 3 sata',
          'Djeca od 6 mjeseci do 12 godina; do troje djece iste obitelji po dadilji',
          'U svim hotelima; u vilama, brvnarama i apartmanima na upit',
          'Dječji krevetić: od 6 do 15 € po noći, ovisno o objektu, kao dodatna usluga pri rezervaciji',
          'Rezervacija: na recepciji najmanje 24 sata unaprijed',
        ],
        sl: [
          '15 € na uro, 18 € po 22:00; najmanj 3 ure',
          'Otroci od 6 mesecev do 12 let; do trije otroci iste družine na varuško',
          'V vseh hotelih; v vilah, brunaricah in apartmajih na povpraševanje',
          'Otroška posteljica: od 6 do 15 € na noč, odvisno od nastanitve, kot dodatna storitev ob rezervaciji',
          'Rezervacija: na recepciji vsaj 24 ur vnaprej',
        ],
      },
    },
    {
      id: 'other-luggage-storage',
      title: {
        en: 'Luggage storage',
        de: 'Gepäckaufbewahrung',
        it: 'Deposito bagagli',
        hr: 'Pohrana prtljage',
        sl: 'Hramba prtljage',
      },
      summary: {
        en: 'Free storage for bags, bikes and skis on the day you arrive and the day you leave, at all fourteen properties.',
        de: 'Kostenlose Aufbewahrung für Gepäck, Fahrräder und Ski am An- und Abreisetag, in allen vierzehn Häusern.',
        it: 'Deposito gratuito per bagagli, bici e sci il giorno dell’arrivo e quello della partenza, in tutte le quattordici strutture.',
        hr: 'Besplatna pohrana torbi, bicikala i skija na dan dolaska i dan odlaska, u svih četrnaest objekata.',
        sl: 'Brezplačna hramba prtljage, koles in smuči na dan prihoda in na dan odhoda, v vseh štirinajstih nastanitvah.',
      },
      body: {
        en: 'If you arrive before your room is ready or leave after check-out, reception keeps your luggage in a locked room, and at the hotels with a spa you can still use the pool and the showers until you go. At the villas, chalets and apartments the host or reception stores bags in a locked room nearby; tell them your arrival time so that someone is there.\n\nIf you would rather keep your room for the afternoon, late check-out can be booked as an extra at eight of our properties, from €25 at Vala, Solinarka and Limonaia to €60 at Lovorika and Larice.',
        de: 'Wenn Sie anreisen, bevor Ihr Zimmer fertig ist, oder nach dem Check-out noch bleiben, verwahrt die Rezeption Ihr Gepäck in einem verschlossenen Raum, und in den Hotels mit Spa können Sie Pool und Duschen bis zur Abfahrt nutzen. Bei Villen, Chalets und Ferienwohnungen bewahren Gastgeber oder Rezeption das Gepäck in einem verschlossenen Raum in der Nähe auf; nennen Sie uns Ihre Ankunftszeit, damit jemand da ist.\n\nWenn Sie Ihr Zimmer lieber noch für den Nachmittag behalten, können Sie in acht unserer Häuser einen späten Check-out als Extra buchen, von 25 € in der Vala, der Solinarka und der Limonaia bis 60 € im Lovorika und im Larice.',
        it: 'Se arriva prima che la camera sia pronta o parte dopo il check-out, la reception custodisce i bagagli in un locale chiuso a chiave, e negli hotel con spa può continuare a usare piscina e docce fino alla partenza. Nelle ville, negli chalet e negli appartamenti l’host o la reception tiene i bagagli in un locale chiuso vicino; ci comunichi l’orario di arrivo, così troverà qualcuno.\n\nSe preferisce tenere la camera per il pomeriggio, in otto delle nostre strutture si può prenotare come extra il check-out posticipato, da 25 € a Vala, Solinarka e La Limonaia a 60 € al Lovorika e al Larice.',
        hr: 'Ako stignete prije nego što je soba spremna ili odlazite nakon odjave, recepcija čuva Vašu prtljagu u zaključanoj prostoriji, a u hotelima s wellnessom bazen i tuševe možete koristiti do odlaska. U vilama, brvnarama i apartmanima domaćin ili recepcija drže prtljagu u zaključanoj prostoriji u blizini; javite nam vrijeme dolaska da Vas netko dočeka.\n\nAko sobu radije želite zadržati za poslijepodne, u osam naših objekata kasnu odjavu možete rezervirati kao dodatnu uslugu, od 25 € u Vali, Solinarki i Limonaii do 60 € u hotelima Lovorika i Larice.',
        sl: 'Če prispete, preden je soba pripravljena, ali odidete po odjavi, recepcija vašo prtljago hrani v zaklenjenem prostoru, v hotelih z wellnessom pa lahko bazen in prhe uporabljate do odhoda. V vilah, brunaricah in apartmajih gostitelj ali recepcija prtljago hrani v zaklenjenem prostoru v bližini; sporočite nam čas prihoda, da vas bo nekdo počakal.\n\nČe bi sobo raje obdržali še za popoldne, lahko v osmih naših nastanitvah pozno odjavo rezervirate kot dodatno storitev, od 25 € v Vali, Solinarki in Limonaii do 60 € v hotelih Lovorika in Larice.',
      },
      facts: {
        en: [
          'Free, on the day of arrival and the day of departure',
          'Hotels: staffed luggage room 07:00–23:00',
          'Villas, chalets and apartments: locked storage room; agree the times with your host',
          'Bikes and skis: in the bike and ski rooms',
          'Late check-out instead: €25 to €60, as an extra at eight properties',
        ],
        de: [
          'Kostenlos, am Anreise- und am Abreisetag',
          'Hotels: betreuter Gepäckraum 07:00–23:00 Uhr',
          'Villen, Chalets und Ferienwohnungen: verschlossener Abstellraum; Zeiten mit dem Gastgeber absprechen',
          'Fahrräder und Ski: in den Fahrrad- und Skiräumen',
          'Stattdessen später Check-out: 25 bis 60 €, als Extra in acht Häusern',
        ],
        it: [
          'Gratuito, il giorno dell’arrivo e quello della partenza',
          'Hotel: deposito bagagli custodito 07:00–23:00',
          'Ville, chalet e appartamenti: locale chiuso a chiave; orari da concordare con l’host',
          'Bici e sci: nei depositi bici e sci',
          'In alternativa check-out posticipato: da 25 a 60 €, come extra in otto strutture',
        ],
        hr: [
          'Besplatno, na dan dolaska i na dan odlaska',
          'Hoteli: prostorija za prtljagu s osobljem 07:00–23:00',
          'Vile, brvnare i apartmani: zaključana prostorija; vrijeme dogovorite s domaćinom',
          'Bicikli i skije: u prostorijama za bicikle i skije',
          'Umjesto toga kasna odjava: od 25 do 60 €, kao dodatna usluga u osam objekata',
        ],
        sl: [
          'Brezplačno, na dan prihoda in na dan odhoda',
          'Hoteli: prostor za prtljago z osebjem 07:00–23:00',
          'Vile, brunarice in apartmaji: zaklenjen prostor; čas se dogovorite z gostiteljem',
          'Kolesa in smuči: v kolesarnicah in smučarnah',
          'Namesto tega pozna odjava: od 25 do 60 €, kot dodatna storitev v osmih nastanitvah',
        ],
      },
    },
  ],
}
