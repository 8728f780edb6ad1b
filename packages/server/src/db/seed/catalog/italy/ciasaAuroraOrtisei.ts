import type { SeedProperty } from '../../catalogTypes'
import { breakfast, skiPass } from '../guestSupplements'
import { paymentMethodsFor } from '../paymentMethods'
import { nightHeldBeforeArrival } from '../paymentPolicies'
import type { HouseRules } from '../policies'
import { flexibleRate, longStayRate, nonRefundableRate } from '../ratePlans'
import { airportTransfer, babyCot, parking, pet } from '../staySupplements'

const id = 'ciasa-aurora-ortisei'

const house: HouseRules = {
  checkInFrom: '15:00',
  checkOutUntil: '10:00',
  touristTax: 250,
  pets: 'welcome',
}

const refundable = {
  board: 'RO',
  boardPricePerPersonNight: 0,
  guarantee: 'CCARD_GUARANTEE',
  freeCancellationDays: 30,
  cancellationFeePercent: 50,
  payment: nightHeldBeforeArrival(3),
} as const

const ratePlans = [
  flexibleRate(id, house, { ...refundable, minNights: 3 }),
  longStayRate(id, house, {
    ...refundable,
    priceFactorPermille: 900,
    minNights: 7,
  }),
  nonRefundableRate(id, house, {
    board: 'RO',
    boardPricePerPersonNight: 0,
    priceFactorPermille: 880,
    minNights: 3,
  }),
]

const apartmentAmenities = [
  'wifi',
  'heating',
  'tv',
  'balcony',
  'mountain_view',
  'ski_storage',
]

export const ciasaAuroraOrtisei: SeedProperty = {
  id,
  type: 'apartment',
  stars: 3,
  regionId: 'dolomites',
  city: 'Ortisei',
  latitude: 46.5752,
  longitude: 11.6701,
  allowedCardBrands: ['visa', 'mastercard', 'maestro', 'american-express'],
  checkInFrom: house.checkInFrom,
  checkOutUntil: house.checkOutUntil,
  name: {
    en: 'Ciasa Aurora',
    de: 'Ciasa Aurora',
    it: 'Ciasa Aurora',
    hr: 'Ciasa Aurora',
    sl: 'Ciasa Aurora',
  },
  summary: {
    en: 'Holiday apartments in a traditional Ladin house in Ortisei, a few minutes from the Seceda and Alpe di Siusi lifts.',
    de: 'Ferienwohnungen in einem traditionellen ladinischen Haus in St. Ulrich, wenige Minuten von den Liften zur Seceda und zur Seiser Alm.',
    it: "Appartamenti per le vacanze in una tradizionale casa ladina a Ortisei, a pochi minuti dagli impianti del Seceda e dell'Alpe di Siusi.",
    hr: 'Apartmani za odmor u tradicionalnoj ladinskoj kući u Ortiseiju, nekoliko minuta od žičara za Secedu i Alpe di Siusi.',
    sl: 'Počitniški apartmaji v tradicionalni ladinski hiši v Ortiseiju, nekaj minut od žičnic Seceda in Alpe di Siusi.',
  },
  description: {
    en: 'The Demetz family has let the apartments of Ciasa Aurora for three generations, and the rooms are panelled in stone pine carved by woodworkers from the valley. Every apartment has a full kitchen and a balcony facing the Sassolungo, and downstairs there is a heated room for skis and boots. In winter the ski bus stops outside the house, and in summer the gondolas take you up to the high pastures in minutes.',
    de: 'Die Familie Demetz vermietet die Ferienwohnungen der Ciasa Aurora in dritter Generation, und die Räume sind mit Zirbenholz verkleidet, das Holzschnitzer aus dem Tal bearbeitet haben. Jede Wohnung hat eine voll ausgestattete Küche und einen Balkon mit Blick auf den Langkofel, und im Erdgeschoss gibt es einen beheizten Raum für Ski und Skischuhe. Im Winter hält der Skibus vor dem Haus, und im Sommer bringen die Kabinenbahnen Sie in wenigen Minuten auf die Almen.',
    it: "La famiglia Demetz affitta gli appartamenti di Ciasa Aurora da tre generazioni, e le stanze sono rivestite in legno di cirmolo lavorato dagli intagliatori della valle. Ogni appartamento ha una cucina completa e un balcone rivolto al Sassolungo, e al piano terra c'è un deposito riscaldato per sci e scarponi. D'inverno lo skibus ferma davanti a casa, e d'estate le cabinovie portano in pochi minuti agli alpeggi.",
    hr: 'Obitelj Demetz iznajmljuje apartmane kuće Ciasa Aurora već tri generacije, a sobe su obložene drvom limbe koje su obradili drvorezbari iz doline. Svaki apartman ima potpuno opremljenu kuhinju i balkon s pogledom na Sassolungo, a u prizemlju se nalazi grijana prostorija za skije i skijaške cipele. Zimi ski-bus staje ispred kuće, a ljeti Vas kabinske žičare za nekoliko minuta odvezu do planinskih pašnjaka.',
    sl: 'Družina Demetz oddaja apartmaje hiše Ciasa Aurora že tri generacije, sobe pa so obložene s cemprinovim lesom, ki so ga obdelali rezbarji iz doline. Vsak apartma ima popolnoma opremljeno kuhinjo in balkon s pogledom na Sassolungo, v pritličju pa je ogrevan prostor za smuči in smučarske čevlje. Pozimi smučarski avtobus ustavi pred hišo, poleti pa vas kabinske žičnice v nekaj minutah pripeljejo na planine.',
  },
  unitTypes: [
    {
      id: `${id}-studio`,
      kind: 'unit',
      name: {
        en: 'Studio with Balcony',
        de: 'Studio mit Balkon',
        it: 'Monolocale con balcone',
        hr: 'Studio apartman s balkonom',
        sl: 'Studio z balkonom',
      },
      description: {
        en: 'A cosy stone-pine studio for two with a kitchenette, a dining corner and a balcony towards the village.',
        de: 'Ein gemütliches Studio aus Zirbenholz für zwei Personen mit Kochnische, Essecke und Balkon zum Dorf.',
        it: 'Un accogliente monolocale in cirmolo per due persone, con angolo cottura, zona pranzo e balcone verso il paese.',
        hr: 'Ugodan studio apartman od limbe za dvije osobe s čajnom kuhinjom, kutkom za objedovanje i balkonom prema mjestu.',
        sl: 'Prijeten studio iz cemprinovine za dve osebi s čajno kuhinjo, jedilnim kotičkom in balkonom proti vasi.',
      },
      sizeM2: 30,
      bedrooms: 0,
      baseOccupancy: 2,
      maxAdults: 2,
      maxChildren: 1,
      maxOccupancy: 2,
      extraAdultPrice: 2500,
      extraChildPrice: 1500,
      amenities: [...apartmentAmenities, 'kitchenette'],
      accessibility: [],
      inventoryCount: 2,
      basePrice: 10500,
    },
    {
      id: `${id}-one-bedroom`,
      kind: 'unit',
      name: {
        en: 'One-Bedroom Apartment, Sassolungo View',
        de: 'Ferienwohnung mit einem Schlafzimmer und Langkofelblick',
        it: 'Bilocale vista Sassolungo',
        hr: 'Apartman s jednom spavaćom sobom i pogledom na Sassolungo',
        sl: 'Apartma z eno spalnico in pogledom na Sassolungo',
      },
      description: {
        en: 'A separate bedroom and a living room with a tiled stove and a sofa bed, opening onto a balcony facing the Sassolungo.',
        de: 'Ein separates Schlafzimmer und ein Wohnraum mit Kachelofen und Schlafsofa, der sich zu einem Balkon mit Blick auf den Langkofel öffnet.',
        it: 'Una camera da letto separata e un soggiorno con stufa in maiolica e divano letto, che si apre su un balcone rivolto al Sassolungo.',
        hr: 'Odvojena spavaća soba i dnevni boravak s kaljevom peći i kaučem na razvlačenje koji se otvara na balkon s pogledom na Sassolungo.',
        sl: 'Ločena spalnica in dnevni prostor z lončeno pečjo in raztegljivim kavčem, ki se odpira na balkon s pogledom na Sassolungo.',
      },
      sizeM2: 45,
      bedrooms: 1,
      baseOccupancy: 2,
      maxAdults: 3,
      maxChildren: 2,
      maxOccupancy: 4,
      extraAdultPrice: 2500,
      extraChildPrice: 1500,
      amenities: [
        ...apartmentAmenities,
        'kitchen',
        'dishwasher',
        'fireplace',
        'sofa_bed',
      ],
      accessibility: [],
      inventoryCount: 3,
      basePrice: 15000,
    },
    {
      id: `${id}-two-bedroom`,
      kind: 'unit',
      name: {
        en: 'Two-Bedroom Apartment',
        de: 'Ferienwohnung mit zwei Schlafzimmern',
        it: 'Trilocale',
        hr: 'Apartman s dvije spavaće sobe',
        sl: 'Apartma z dvema spalnicama',
      },
      description: {
        en: 'Room for a family of six, with two bedrooms, two bathrooms and a large table by the window for long breakfasts.',
        de: 'Platz für eine sechsköpfige Familie, mit zwei Schlafzimmern, zwei Bädern und einem großen Tisch am Fenster für lange Frühstücke.',
        it: 'Spazio per una famiglia di sei persone, con due camere, due bagni e un grande tavolo vicino alla finestra per lunghe colazioni.',
        hr: 'Prostor za šesteročlanu obitelj, s dvije spavaće sobe, dvije kupaonice i velikim stolom uz prozor za duge doručke.',
        sl: 'Prostor za šestčlansko družino z dvema spalnicama, dvema kopalnicama in veliko mizo ob oknu za dolge zajtrke.',
      },
      sizeM2: 68,
      bedrooms: 2,
      baseOccupancy: 4,
      maxAdults: 5,
      maxChildren: 2,
      maxOccupancy: 6,
      extraAdultPrice: 2500,
      extraChildPrice: 1500,
      amenities: [
        ...apartmentAmenities,
        'kitchen',
        'dishwasher',
        'washing_machine',
        'sofa_bed',
      ],
      accessibility: [],
      inventoryCount: 2,
      basePrice: 21000,
    },
    {
      id: `${id}-attic-sauna`,
      kind: 'unit',
      name: {
        en: 'Attic Apartment with Sauna',
        de: 'Dachgeschosswohnung mit Sauna',
        it: 'Mansarda con sauna',
        hr: 'Potkrovni apartman sa saunom',
        sl: 'Mansardni apartma s savno',
      },
      description: {
        en: 'The whole top floor under the old roof: two bedrooms, a private sauna and a wide balcony facing the Seceda and the Sassolungo.',
        de: 'Das ganze Dachgeschoss unter dem alten Dach: zwei Schlafzimmer, eine eigene Sauna und ein breiter Balkon mit Blick auf die Seceda und den Langkofel.',
        it: "L'intero piano mansardato sotto il vecchio tetto: due camere, una sauna privata e un ampio balcone con vista sul Seceda e sul Sassolungo.",
        hr: 'Cijeli potkrovni kat ispod starog krova: dvije spavaće sobe, privatna sauna i širok balkon s pogledom na Secedu i Sassolungo.',
        sl: 'Celotno mansardno nadstropje pod staro streho: dve spalnici, zasebna savna in širok balkon s pogledom na Secedo in Sassolungo.',
      },
      sizeM2: 80,
      bedrooms: 2,
      baseOccupancy: 4,
      maxAdults: 4,
      maxChildren: 2,
      maxOccupancy: 5,
      extraAdultPrice: 3000,
      extraChildPrice: 1500,
      amenities: [...apartmentAmenities, 'kitchen', 'dishwasher', 'sauna'],
      accessibility: [],
      inventoryCount: 1,
      basePrice: 27000,
    },
  ],
  ratePlans,
  supplements: [
    airportTransfer(id, 24000, 'innsbruck'),
    parking(id, 1500, 'garage'),
    pet(id, 1200),
    babyCot(id, 800),
    skiPass(id, 8200, 'Dolomiti Superski'),
    breakfast(id, 1700, 'basket'),
  ],
  paymentMethods: paymentMethodsFor(id, ratePlans),
  highSeasonMonths: [1, 2, 3, 7, 8, 12],
}
