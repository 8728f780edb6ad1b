import type { SeedSupplement } from '../catalogTypes'

// Extras priced per person or per person and night, shared by several properties.

export function breakfast(
  propertyId: string,
  price: number,
  style: 'buffet' | 'basket',
): SeedSupplement {
  const basket = style === 'basket'
  return {
    id: `${propertyId}-breakfast`,
    category: 'food',
    meal: 'breakfast',
    priceType: 'PerPersonNight',
    price,
    maxQuantity: 8,
    name: basket
      ? {
          en: 'Breakfast basket',
          de: 'Frühstückskorb',
          it: 'Cestino della colazione',
          hr: 'Košarica za doručak',
          sl: 'Košarica z zajtrkom',
        }
      : {
          en: 'Breakfast',
          de: 'Frühstück',
          it: 'Colazione',
          hr: 'Doručak',
          sl: 'Zajtrk',
        },
    description: basket
      ? {
          en: 'Fresh bread, pastries, cheese, ham, fruit and juice delivered to your door every morning.',
          de: 'Frisches Brot, Gebäck, Käse, Schinken, Obst und Saft – jeden Morgen an Ihre Tür geliefert.',
          it: 'Pane fresco, dolci, formaggio, prosciutto, frutta e succo consegnati alla porta ogni mattina.',
          hr: 'Svježi kruh, peciva, sir, pršut, voće i sok dostavljamo na Vaša vrata svako jutro.',
          sl: 'Svež kruh, pecivo, sir, pršut, sadje in sok vsako jutro dostavimo pred vaša vrata.',
        }
      : {
          en: 'A buffet breakfast with local produce, served every morning in the restaurant.',
          de: 'Ein Frühstücksbuffet mit regionalen Produkten, jeden Morgen im Restaurant.',
          it: 'Colazione a buffet con prodotti locali, servita ogni mattina al ristorante.',
          hr: 'Doručak na bazi švedskog stola s lokalnim namirnicama, svako jutro u restoranu.',
          sl: 'Samopostrežni zajtrk z lokalnimi živili, vsako jutro v restavraciji.',
        },
  }
}

/** Dinner on top of a bed-and-breakfast rate. */
export function halfBoardUpgrade(
  propertyId: string,
  price: number,
): SeedSupplement {
  return {
    id: `${propertyId}-dinner`,
    category: 'food',
    meal: 'dinner',
    priceType: 'PerPersonNight',
    price,
    maxQuantity: 6,
    name: {
      en: 'Dinner (half board)',
      de: 'Abendessen (Halbpension)',
      it: 'Cena (mezza pensione)',
      hr: 'Večera (polupansion)',
      sl: 'Večerja (polpenzion)',
    },
    description: {
      en: 'A three-course dinner or the evening buffet in the hotel restaurant, drinks not included.',
      de: 'Ein Drei-Gänge-Menü oder das Abendbuffet im Hotelrestaurant, ohne Getränke.',
      it: "Una cena di tre portate o il buffet serale al ristorante dell'hotel, bevande escluse.",
      hr: 'Večera od tri slijeda ili večernji švedski stol u hotelskom restoranu, bez pića.',
      sl: 'Večerja s tremi hodi ali večerni bife v hotelski restavraciji, brez pijač.',
    },
  }
}

export function spaAccess(propertyId: string, price: number): SeedSupplement {
  return {
    id: `${propertyId}-spa-access`,
    category: 'wellness',
    priceType: 'PerPersonNight',
    price,
    maxQuantity: 6,
    name: {
      en: 'Spa access',
      de: 'Spa-Eintritt',
      it: 'Accesso alla spa',
      hr: 'Ulaz u wellness',
      sl: 'Vstop v wellness',
    },
    description: {
      en: 'Daily entry to the indoor pool, saunas and relaxation room, with a bathrobe and towels.',
      de: 'Täglicher Eintritt in Hallenbad, Saunen und Ruheraum, mit Bademantel und Handtüchern.',
      it: 'Ingresso giornaliero a piscina coperta, saune e sala relax, con accappatoio e teli.',
      hr: 'Dnevni ulaz u zatvoreni bazen, saune i prostoriju za opuštanje, uz ogrtač i ručnike.',
      sl: 'Dnevni vstop v notranji bazen, savne in sobo za počitek, s kopalnim plaščem in brisačami.',
    },
  }
}

/** Priced per child and day. */
export function kidsClub(propertyId: string, price: number): SeedSupplement {
  return {
    id: `${propertyId}-kids-club`,
    category: 'family',
    priceType: 'PerPersonNight',
    price,
    maxQuantity: 4,
    name: {
      en: 'Kids club',
      de: 'Kinderclub',
      it: 'Miniclub',
      hr: 'Dječji klub',
      sl: 'Otroški klub',
    },
    description: {
      en: 'Supervised games, crafts and outdoor play for children aged 4 to 12, every day from 9:00 to 17:00.',
      de: 'Betreute Spiele, Basteln und Spaß im Freien für Kinder von 4 bis 12 Jahren, täglich von 9:00 bis 17:00 Uhr.',
      it: "Giochi, laboratori e attività all'aperto con animatori per bambini dai 4 ai 12 anni, ogni giorno dalle 9:00 alle 17:00.",
      hr: 'Igre, kreativne radionice i aktivnosti na otvorenom uz nadzor za djecu od 4 do 12 godina, svaki dan od 9:00 do 17:00.',
      sl: 'Igre, ustvarjalne delavnice in igra na prostem pod nadzorom za otroke od 4 do 12 let, vsak dan od 9.00 do 17.00.',
    },
  }
}

export function massage(propertyId: string, price: number): SeedSupplement {
  return {
    id: `${propertyId}-massage`,
    category: 'wellness',
    priceType: 'PerPerson',
    price,
    maxQuantity: 4,
    name: {
      en: 'Massage (50 min)',
      de: 'Massage (50 Min.)',
      it: 'Massaggio (50 min)',
      hr: 'Masaža (50 min)',
      sl: 'Masaža (50 min)',
    },
    description: {
      en: 'A relaxing full-body massage with local aromatic oils; the spa reception sets the time with you.',
      de: 'Eine entspannende Ganzkörpermassage mit regionalen Duftölen; den Termin vereinbaren Sie an der Spa-Rezeption.',
      it: "Un massaggio rilassante total body con oli aromatici locali; l'orario si concorda alla reception della spa.",
      hr: 'Opuštajuća masaža cijelog tijela s domaćim aromatičnim uljima; termin dogovarate na recepciji wellnessa.',
      sl: 'Sproščujoča masaža celega telesa z domačimi aromatičnimi olji; termin se dogovorite na recepciji wellnessa.',
    },
  }
}

/** A one-day lift pass for a ski area named as it is known in every language. */
export function skiPass(
  propertyId: string,
  price: number,
  area: string,
): SeedSupplement {
  return {
    id: `${propertyId}-ski-pass`,
    category: 'experience',
    priceType: 'PerPerson',
    price,
    maxQuantity: 8,
    name: {
      en: `Ski pass ${area} (1 day)`,
      de: `Skipass ${area} (1 Tag)`,
      it: `Skipass ${area} (1 giorno)`,
      hr: `Ski-karta ${area} (1 dan)`,
      sl: `Smučarska vozovnica ${area} (1 dan)`,
    },
    description: {
      en: 'A one-day lift pass, ready at reception on the morning you want to ski.',
      de: 'Ein Tagesskipass, der am gewünschten Skitag morgens an der Rezeption für Sie bereitliegt.',
      it: 'Uno skipass giornaliero, pronto alla reception la mattina del giorno scelto.',
      hr: 'Jednodnevna ski-karta, spremna na recepciji ujutro na dan skijanja.',
      sl: 'Enodnevna smučarska vozovnica, pripravljena na recepciji zjutraj na dan smučanja.',
    },
  }
}
