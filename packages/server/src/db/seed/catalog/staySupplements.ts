import type { SeedSupplement } from '../catalogTypes'
import { airports, type Airport } from './airports'
import { formatTime, translate } from './text'

// Extras priced per stay or per night, shared by several properties.

/** Keeping the room or unit into the afternoon of departure. */
export function lateCheckOut(
  propertyId: string,
  price: number,
  until: string,
): SeedSupplement {
  return {
    id: `${propertyId}-late-check-out`,
    category: 'comfort',
    priceType: 'PerStay',
    price,
    maxQuantity: 1,
    name: {
      en: 'Late check-out',
      de: 'Später Check-out',
      it: 'Check-out posticipato',
      hr: 'Kasna odjava',
      sl: 'Pozna odjava',
    },
    description: translate((language) => {
      const time = formatTime(until, language)
      return {
        en: `Stay in your accommodation until ${time} on the day of departure.`,
        de: `Sie bleiben am Abreisetag bis ${time} Uhr in Ihrer Unterkunft.`,
        it: `L'alloggio resta a disposizione fino alle ${time} del giorno di partenza.`,
        hr: `Smještaj zadržavate do ${time} na dan odlaska.`,
        sl: `Nastanitev obdržite do ${time} na dan odhoda.`,
      }[language]
    }),
  }
}

/** A private car from an airport, one way; book two for the way back. */
export function airportTransfer(
  propertyId: string,
  price: number,
  airport: Airport,
): SeedSupplement {
  const from = airports[airport]
  return {
    id: `${propertyId}-airport-transfer`,
    category: 'transport',
    priceType: 'PerStay',
    price,
    maxQuantity: 2,
    name: {
      en: 'Airport transfer',
      de: 'Flughafentransfer',
      it: 'Transfer aeroporto',
      hr: 'Transfer iz zračne luke',
      sl: 'Letališki prevoz',
    },
    description: {
      en: `A private car from ${from.en} to the property for up to four guests, one way.`,
      de: `Privatwagen vom ${from.de} zur Unterkunft für bis zu vier Gäste, einfache Fahrt.`,
      it: `Auto privata dall'${from.it} alla struttura per un massimo di quattro ospiti, solo andata.`,
      hr: `Privatni prijevoz iz ${from.hr} do objekta za najviše četiri gosta, u jednom smjeru.`,
      sl: `Zasebni prevoz z ${from.sl} do nastanitve za največ štiri goste, v eno smer.`,
    },
  }
}

export function welcomePackage(
  propertyId: string,
  price: number,
): SeedSupplement {
  return {
    id: `${propertyId}-welcome-package`,
    category: 'food',
    priceType: 'PerStay',
    price,
    maxQuantity: 1,
    name: {
      en: 'Welcome package',
      de: 'Willkommenspaket',
      it: 'Pacchetto di benvenuto',
      hr: 'Paket dobrodošlice',
      sl: 'Paket dobrodošlice',
    },
    description: {
      en: 'A bottle of local wine, homemade treats and seasonal fruit waiting in your accommodation.',
      de: 'Eine Flasche Wein aus der Region, hausgemachte Leckereien und Obst der Saison erwarten Sie in Ihrer Unterkunft.',
      it: "Una bottiglia di vino locale, dolcetti fatti in casa e frutta di stagione pronti nell'alloggio all'arrivo.",
      hr: 'Boca lokalnog vina, domaće slastice i sezonsko voće čekaju Vas u smještaju.',
      sl: 'V nastanitvi vas pričakajo steklenica lokalnega vina, domače dobrote in sezonsko sadje.',
    },
  }
}

export function parking(
  propertyId: string,
  price: number,
  place: 'outdoor' | 'garage',
): SeedSupplement {
  const garage = place === 'garage'
  return {
    id: `${propertyId}-parking`,
    category: 'transport',
    priceType: 'PerNight',
    price,
    maxQuantity: 2,
    name: garage
      ? {
          en: 'Garage parking',
          de: 'Garagenstellplatz',
          it: 'Posto auto in garage',
          hr: 'Garažno mjesto',
          sl: 'Parkirno mesto v garaži',
        }
      : {
          en: 'Parking space',
          de: 'Parkplatz',
          it: 'Posto auto',
          hr: 'Parkirno mjesto',
          sl: 'Parkirno mesto',
        },
    description: garage
      ? {
          en: 'A covered space for one car in the garage, with direct access to the building.',
          de: 'Ein überdachter Stellplatz für ein Auto in der Garage, mit direktem Zugang zum Haus.',
          it: "Un posto coperto per un'auto nel garage, con accesso diretto all'edificio.",
          hr: 'Natkriveno mjesto za jedan automobil u garaži, s izravnim pristupom zgradi.',
          sl: 'Pokrito mesto za en avtomobil v garaži z neposrednim dostopom do stavbe.',
        }
      : {
          en: 'A reserved outdoor space for one car next to the property.',
          de: 'Ein reservierter Stellplatz im Freien für ein Auto direkt bei der Unterkunft.',
          it: "Un posto auto riservato all'aperto accanto alla struttura.",
          hr: 'Rezervirano vanjsko parkirno mjesto za jedan automobil uz objekt.',
          sl: 'Rezervirano zunanje parkirno mesto za en avtomobil ob nastanitvi.',
        },
  }
}

export function pet(propertyId: string, price: number): SeedSupplement {
  return {
    id: `${propertyId}-pet`,
    category: 'comfort',
    priceType: 'PerNight',
    price,
    maxQuantity: 2,
    name: {
      en: 'Pet',
      de: 'Haustier',
      it: 'Animale domestico',
      hr: 'Kućni ljubimac',
      sl: 'Hišni ljubljenček',
    },
    description: {
      en: 'One dog or cat up to 15 kg, with a bed, bowls and treats provided.',
      de: 'Ein Hund oder eine Katze bis 15 kg, mit Körbchen, Näpfen und Leckerlis.',
      it: 'Un cane o un gatto fino a 15 kg, con cuccia, ciotole e snack forniti.',
      hr: 'Jedan pas ili mačka do 15 kg, uz ležaj, zdjelice i poslastice.',
      sl: 'En pes ali mačka do 15 kg, z ležiščem, skledicami in priboljški.',
    },
  }
}

export function babyCot(propertyId: string, price: number): SeedSupplement {
  return {
    id: `${propertyId}-baby-cot`,
    category: 'family',
    priceType: 'PerNight',
    price,
    maxQuantity: 2,
    name: {
      en: 'Baby cot',
      de: 'Babybett',
      it: 'Culla',
      hr: 'Dječji krevetić',
      sl: 'Otroška posteljica',
    },
    description: {
      en: 'A cot with bedding for children under 3, set up before you arrive.',
      de: 'Ein Babybett mit Bettwäsche für Kinder unter 3 Jahren, vor Ihrer Ankunft aufgebaut.',
      it: "Una culla con biancheria per bambini sotto i 3 anni, preparata prima dell'arrivo.",
      hr: 'Krevetić s posteljinom za djecu mlađu od 3 godine, pripremljen prije Vašeg dolaska.',
      sl: 'Posteljica s posteljnino za otroke, mlajše od 3 let, pripravljena pred vašim prihodom.',
    },
  }
}

/** Priced per night, that is per day of the stay. */
export function eBikeRental(propertyId: string, price: number): SeedSupplement {
  return {
    id: `${propertyId}-e-bike`,
    category: 'transport',
    priceType: 'PerNight',
    price,
    maxQuantity: 4,
    name: {
      en: 'E-bike rental',
      de: 'E-Bike-Verleih',
      it: 'Noleggio e-bike',
      hr: 'Najam električnog bicikla',
      sl: 'Najem električnega kolesa',
    },
    description: {
      en: 'An e-bike with helmet, lock and a map of local trails for each day of your stay.',
      de: 'Ein E-Bike mit Helm, Schloss und einer Karte der Touren in der Umgebung für jeden Tag Ihres Aufenthalts.',
      it: 'Una e-bike con casco, lucchetto e mappa dei percorsi della zona per ogni giorno del soggiorno.',
      hr: 'Električni bicikl s kacigom, lokotom i kartom lokalnih staza za svaki dan boravka.',
      sl: 'Električno kolo s čelado, ključavnico in zemljevidom lokalnih poti za vsak dan bivanja.',
    },
  }
}
