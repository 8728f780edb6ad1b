import type { Language } from '@resort/core'
import { addressLine } from '../../../../catalog/propertyAddress'
import { phoneForDisplay } from '../../../../catalog/propertyPhone'
import { catalog } from '../../catalog/index'
import { translate } from '../../catalog/text'
import type { SeedProperty, Translated } from '../../catalogTypes'
import type { SeedContentPage } from '../contentTypes'
import { countries } from '../countries'

/** A property as the catalog has it: the contact lines are made of its facts (issue 33). */
function catalogProperty(id: string): SeedProperty {
  const property = catalog.properties.find((candidate) => candidate.id === id)
  if (!property) throw new Error(`The catalog has no property ${id}.`)
  return property
}

/** A property's name in five languages, as the catalog has it. */
const propertyName = (id: string): Translated => catalogProperty(id).name

/** The country of a property's region. */
function countryOf(property: SeedProperty): string {
  const region = catalog.regions.find((r) => r.id === property.regionId)
  if (!region)
    throw new Error(`The catalog has no region ${property.regionId}.`)
  return region.countryCode
}

/** A time as each language writes it: Slovenian with a dot and no leading zero. */
function time(hhmm: string, language: Language): string {
  return language === 'sl' ? hhmm.replace(/^0/, '').replace(':', '.') : hhmm
}

/**
 * The lines shown under a property's contact: address, phone and e-mail from the catalog (so that
 * they say what the booking mails say), then the reception's daily hours at villas and apartments
 * (none for a hotel's, open day and night) and arrival.
 */
function contactFacts(
  propertyId: string,
  reception?: [from: string, until: string],
): Translated<string[]> {
  const property = catalogProperty(propertyId)
  const phone = phoneForDisplay(property.phone)
  const email = property.receptionEmail
  const postal = {
    street: property.street,
    postalCode: property.postalCode,
    city: property.city,
    country: countryOf(property),
  }
  return translate((language) => {
    const address = addressLine(postal, language)
    const t = (hhmm: string) => time(hhmm, language)
    const checkIn = t(property.checkInFrom)
    const checkOut = t(property.checkOutUntil)
    const general = {
      en: [`Address: ${address}`, `Phone: ${phone}`, `E-mail: ${email}`],
      de: [`Adresse: ${address}`, `Telefon: ${phone}`, `E-Mail: ${email}`],
      it: [`Indirizzo: ${address}`, `Telefono: ${phone}`, `E-mail: ${email}`],
      hr: [`Adresa: ${address}`, `Telefon: ${phone}`, `E-pošta: ${email}`],
      sl: [`Naslov: ${address}`, `Telefon: ${phone}`, `E-pošta: ${email}`],
    }[language]
    const arrival = {
      en: `Check-in from ${checkIn}, check-out until ${checkOut}`,
      de: `Check-in ab ${checkIn} Uhr, Check-out bis ${checkOut} Uhr`,
      it: `Check-in dalle ${checkIn}, check-out entro le ${checkOut}`,
      hr: `Prijava od ${checkIn}, odjava do ${checkOut}`,
      sl: `Prijava od ${checkIn}, odjava do ${checkOut}`,
    }[language]
    if (!reception)
      return [
        ...general,
        {
          en: 'Reception: open 24 hours',
          de: 'Rezeption: rund um die Uhr geöffnet',
          it: 'Reception: aperta 24 ore su 24',
          hr: 'Recepcija: otvorena 24 sata',
          sl: 'Recepcija: odprta 24 ur na dan',
        }[language],
        arrival,
      ]
    const [from, until] = reception.map(t)
    return [
      ...general,
      {
        en: `Reception: daily ${from}–${until}`,
        de: `Rezeption: täglich ${from}–${until} Uhr`,
        it: `Reception: tutti i giorni ${from}–${until}`,
        hr: `Recepcija: svaki dan ${from}–${until}`,
        sl: `Recepcija: vsak dan ${from}–${until}`,
      }[language],
      {
        en: `Arriving after ${until}: self check-in with a key box, code by e-mail on the day of arrival`,
        de: `Ankunft nach ${until} Uhr: Self-Check-in mit Schlüsselsafe, Code per E-Mail am Anreisetag`,
        it: `Arrivo dopo le ${until}: check-in autonomo con cassetta portachiavi, codice via e-mail il giorno dell’arrivo`,
        hr: `Dolazak nakon ${until}: samostalna prijava uz kutiju s ključem, šifra e-poštom na dan dolaska`,
        sl: `Prihod po ${until}: samostojna prijava s skrinjico za ključe, koda po e-pošti na dan prihoda`,
      }[language],
      arrival,
    ]
  })
}

/** Contacts: the guest service at the head office, then every property by country. */
export const contactPage: SeedContentPage = {
  id: 'contact',
  title: {
    en: 'Contact',
    de: 'Kontakt',
    it: 'Contatti',
    hr: 'Kontakt',
    sl: 'Kontakt',
  },
  description: {
    en: 'Phone numbers, e-mail addresses and reception hours of our guest service in Rovinj and of all fourteen hotels, villas and apartments.',
    de: 'Telefonnummern, E-Mail-Adressen und Rezeptionszeiten unseres Gästeservice in Rovinj und aller vierzehn Hotels, Villen und Appartements.',
    it: 'Numeri di telefono, indirizzi e-mail e orari di reception del servizio ospiti di Rovigno e dei nostri quattordici hotel, ville e appartamenti.',
    hr: 'Brojevi telefona, adrese e-pošte i radno vrijeme recepcija naše službe za goste u Rovinju i svih četrnaest hotela, vila i apartmana.',
    sl: 'Telefonske številke, e-poštni naslovi in delovni čas recepcij naše službe za goste v Rovinju ter vseh štirinajstih hotelov, vil in apartmajev.',
  },
  intro: {
    en: 'Our guest service in Rovinj helps with bookings, changes and the Adria Alpe Club for all fourteen properties. For anything about the stay itself, the reception of your hotel, villa or apartment is the quickest way: the hotels’ receptions are open day and night, and for our villas and apartments we list the reception hours and how to check in if you arrive later.',
    de: 'Unser Gästeservice in Rovinj hilft bei Buchungen, Änderungen und Fragen zum Adria Alpe Club für alle vierzehn Häuser. Für alles, was den Aufenthalt selbst betrifft, ist die Rezeption Ihres Hotels, Ihrer Villa oder Ihres Appartements der schnellste Weg: Die Rezeptionen der Hotels sind Tag und Nacht besetzt, und bei unseren Villen und Appartements nennen wir die Rezeptionszeiten und wie Sie bei späterer Ankunft einchecken.',
    it: 'Il nostro servizio ospiti a Rovigno La aiuta con prenotazioni, modifiche e Adria Alpe Club per tutte le quattordici strutture. Per tutto ciò che riguarda il soggiorno vero e proprio, la via più rapida è la reception del Suo hotel, della Sua villa o del Suo appartamento: le reception degli hotel sono aperte giorno e notte, e per ville e appartamenti indichiamo gli orari della reception e come fare il check-in se arriva più tardi.',
    hr: 'Naša služba za goste u Rovinju pomaže s rezervacijama, izmjenama i Adria Alpe Clubom za svih četrnaest objekata. Za sve što se tiče samog boravka najbrže je obratiti se recepciji Vašeg hotela, vile ili apartmana: recepcije hotela otvorene su danju i noću, a za vile i apartmane navodimo radno vrijeme recepcije i način prijave ako stignete kasnije.',
    sl: 'Naša služba za goste v Rovinju pomaga pri rezervacijah, spremembah in vprašanjih o klubu Adria Alpe Club za vseh štirinajst nastanitev. Za vse, kar zadeva samo bivanje, je najhitrejša pot recepcija vašega hotela, vile ali apartmaja: recepcije hotelov so odprte podnevi in ponoči, za vile in apartmaje pa navajamo delovni čas recepcije in način prijave, če prispete pozneje.',
  },
  entries: [
    {
      id: 'contact-guest-service',
      group: {
        en: 'Head office',
        de: 'Zentrale',
        it: 'Sede centrale',
        hr: 'Sjedište',
        sl: 'Sedež',
      },
      title: {
        en: 'Guest service centre',
        de: 'Gästeservice',
        it: 'Servizio ospiti',
        hr: 'Služba za goste',
        sl: 'Služba za goste',
      },
      summary: {
        en: 'Our guest service in Rovinj answers questions on bookings, changes and the Adria Alpe Club for all fourteen properties, in five languages.',
        de: 'Unser Gästeservice in Rovinj beantwortet Fragen zu Buchungen, Änderungen und zum Adria Alpe Club für alle vierzehn Häuser, in fünf Sprachen.',
        it: 'Il nostro servizio ospiti a Rovigno risponde a domande su prenotazioni, modifiche e Adria Alpe Club per tutte le quattordici strutture, in cinque lingue.',
        hr: 'Naša služba za goste u Rovinju odgovara na pitanja o rezervacijama, izmjenama i Adria Alpe Clubu za svih četrnaest objekata, na pet jezika.',
        sl: 'Naša služba za goste v Rovinju odgovarja na vprašanja o rezervacijah, spremembah in klubu Adria Alpe Club za vseh štirinajst nastanitev, v petih jezikih.',
      },
      body: {
        en: 'The guest service centre at our head office in Rovinj looks after bookings at all our hotels, villas and apartments: questions before you book, changes and cancellations, invoices, and everything about the Adria Alpe Club and your points. We answer in English, German, Italian, Croatian and Slovenian.\n\nFor anything about the stay itself, such as your arrival time, a baby cot or a table for dinner, it is quickest to write to the property directly; you will find its contacts below. Questions about your personal data go to our data protection officer at privacy@adria-alpe.example.',
        de: 'Der Gästeservice in unserer Zentrale in Rovinj betreut die Buchungen aller unserer Hotels, Villen und Appartements: Fragen vor der Buchung, Änderungen und Stornierungen, Rechnungen und alles rund um den Adria Alpe Club und Ihre Punkte. Wir antworten auf Deutsch, Englisch, Italienisch, Kroatisch und Slowenisch.\n\nFür alles, was den Aufenthalt selbst betrifft, etwa Ihre Ankunftszeit, ein Babybett oder einen Tisch zum Abendessen, schreiben Sie am schnellsten direkt dem Haus; seine Kontaktdaten finden Sie unten. Fragen zu Ihren personenbezogenen Daten richten Sie an unseren Datenschutzbeauftragten unter privacy@adria-alpe.example.',
        it: 'Il servizio ospiti della nostra sede di Rovigno segue le prenotazioni di tutti i nostri hotel, ville e appartamenti: domande prima della prenotazione, modifiche e cancellazioni, fatture e tutto ciò che riguarda l’Adria Alpe Club e i Suoi punti. Rispondiamo in italiano, inglese, tedesco, croato e sloveno.\n\nPer tutto ciò che riguarda il soggiorno vero e proprio, come l’orario di arrivo, una culla o un tavolo per la cena, il modo più rapido è scrivere direttamente alla struttura; trova i recapiti qui sotto. Le domande sui Suoi dati personali vanno rivolte al nostro responsabile della protezione dei dati all’indirizzo privacy@adria-alpe.example.',
        hr: 'Služba za goste u našem sjedištu u Rovinju brine o rezervacijama u svim našim hotelima, vilama i apartmanima: pitanjima prije rezervacije, izmjenama i otkazivanjima, računima te svemu o Adria Alpe Clubu i Vašim bodovima. Odgovaramo na hrvatskom, engleskom, njemačkom, talijanskom i slovenskom.\n\nZa sve što se tiče samog boravka, poput vremena dolaska, dječjeg krevetića ili stola za večeru, najbrže je pisati izravno objektu; njegove kontakte naći ćete u nastavku. Pitanja o Vašim osobnim podacima uputite našem službeniku za zaštitu podataka na privacy@adria-alpe.example.',
        sl: 'Služba za goste na našem sedežu v Rovinju skrbi za rezervacije v vseh naših hotelih, vilah in apartmajih: za vprašanja pred rezervacijo, spremembe in odpovedi, račune ter vse o klubu Adria Alpe Club in vaših točkah. Odgovarjamo v slovenščini, angleščini, nemščini, italijanščini in hrvaščini.\n\nZa vse, kar zadeva samo bivanje, na primer čas prihoda, otroško posteljico ali mizo za večerjo, je najhitreje pisati neposredno nastanitvi; njene kontakte najdete spodaj. Vprašanja o vaših osebnih podatkih naslovite na našo pooblaščeno osebo za varstvo podatkov na privacy@adria-alpe.example.',
      },
      facts: {
        en: [
          'Adria Alpe Resorts d.o.o., Obala Vladimira Nazora 12, 52210 Rovinj, Croatia',
          'Phone: +385 52 800 100',
          'From Slovenia: +386 1 600 41 00',
          'From Italy: +39 040 980 4100',
          'E-mail: service@adria-alpe.example',
          'Hours: Mon–Fri 08:00–20:00, Sat–Sun 09:00–17:00',
        ],
        de: [
          'Adria Alpe Resorts d.o.o., Obala Vladimira Nazora 12, 52210 Rovinj, Kroatien',
          'Telefon: +385 52 800 100',
          'Aus Slowenien: +386 1 600 41 00',
          'Aus Italien: +39 040 980 4100',
          'E-Mail: service@adria-alpe.example',
          'Erreichbar: Mo–Fr 08:00–20:00 Uhr, Sa–So 09:00–17:00 Uhr',
        ],
        it: [
          'Adria Alpe Resorts d.o.o., Obala Vladimira Nazora 12, 52210 Rovigno, Croazia',
          'Telefono: +385 52 800 100',
          'Dalla Slovenia: +386 1 600 41 00',
          'Dall’Italia: +39 040 980 4100',
          'E-mail: service@adria-alpe.example',
          'Orari: lun–ven 08:00–20:00, sab–dom 09:00–17:00',
        ],
        hr: [
          'Adria Alpe Resorts d.o.o., Obala Vladimira Nazora 12, 52210 Rovinj, Hrvatska',
          'Telefon: +385 52 800 100',
          'Iz Slovenije: +386 1 600 41 00',
          'Iz Italije: +39 040 980 4100',
          'E-pošta: service@adria-alpe.example',
          'Radno vrijeme: pon–pet 08:00–20:00, sub–ned 09:00–17:00',
        ],
        sl: [
          'Adria Alpe Resorts d.o.o., Obala Vladimira Nazora 12, 52210 Rovinj, Hrvaška',
          'Telefon: +385 52 800 100',
          'Iz Slovenije: +386 1 600 41 00',
          'Iz Italije: +39 040 980 4100',
          'E-pošta: service@adria-alpe.example',
          'Delovni čas: pon–pet 8.00–20.00, sob–ned 9.00–17.00',
        ],
      },
    },
    {
      id: 'contact-cissa-rovinj',
      propertyId: 'cissa-rovinj',
      group: countries.HR,
      title: propertyName('cissa-rovinj'),
      summary: {
        en: 'On the edge of the Golden Cape forest park, a ten-minute walk along the shore from the old town of Rovinj.',
        de: 'Am Rand des Waldparks Goldenes Kap, zehn Gehminuten entlang der Küste von der Altstadt Rovinjs.',
        it: 'Al margine del parco forestale di Punta Corrente, a dieci minuti a piedi lungo la costa dal centro storico di Rovigno.',
        hr: 'Na rubu park-šume Zlatni rt, deset minuta hoda uz obalu od rovinjske stare jezgre.',
        sl: 'Na robu gozdnega parka Zlatni rt, deset minut hoje ob obali od rovinjskega starega mestnega jedra.',
      },
      body: {
        en: 'Pula Airport is about 45 km away; our transfer takes around 40 minutes. By car, follow the signs for Zlatni rt from the Rovinj ring road: the forest park itself is closed to traffic, and a reserved space next to the hotel can be booked with your stay. From the bus station it is a fifteen-minute walk along the harbour.\n\nThe reception is open day and night and books the archipelago boat trip, the truffle hunt or a table in the restaurant for you.',
        de: 'Der Flughafen Pula ist etwa 45 km entfernt; unser Transfer braucht rund 40 Minuten. Mit dem Auto folgen Sie von der Umgehungsstraße Rovinjs den Schildern nach Zlatni rt: Der Waldpark selbst ist für den Verkehr gesperrt, und einen reservierten Stellplatz am Hotel buchen Sie mit Ihrem Aufenthalt. Vom Busbahnhof gehen Sie eine Viertelstunde am Hafen entlang.\n\nDie Rezeption ist Tag und Nacht besetzt und bucht für Sie den Bootsausflug in den Archipel, die Trüffelsuche oder einen Tisch im Restaurant.',
        it: 'L’aeroporto di Pola dista circa 45 km; il nostro transfer impiega circa 40 minuti. In auto segua dalla circonvallazione di Rovigno le indicazioni per Punta Corrente (Zlatni rt): il parco è chiuso al traffico, e un posto riservato accanto all’hotel si prenota con il soggiorno. Dalla stazione degli autobus sono quindici minuti a piedi lungo il porto.\n\nLa reception è aperta giorno e notte e Le prenota la gita in barca nell’arcipelago, la caccia al tartufo o un tavolo al ristorante.',
        hr: 'Zračna luka Pula udaljena je oko 45 km; naš transfer traje četrdesetak minuta. Automobilom s rovinjske obilaznice pratite oznake za Zlatni rt: sama park-šuma zatvorena je za promet, a rezervirano mjesto uz hotel možete rezervirati uz boravak. S autobusnog kolodvora do hotela je petnaest minuta hoda uz luku.\n\nRecepcija je otvorena danju i noću te će Vam rezervirati izlet brodom po arhipelagu, potragu za tartufima ili stol u restoranu.',
        sl: 'Letališče Pulj je oddaljeno približno 45 km; naš prevoz traja okoli 40 minut. Z avtom z rovinjske obvoznice sledite oznakam za Zlatni rt: sam gozdni park je zaprt za promet, rezervirano parkirno mesto ob hotelu pa lahko rezervirate z bivanjem. Z avtobusne postaje je do hotela petnajst minut hoje ob pristanišču.\n\nRecepcija je odprta podnevi in ponoči ter vam rezervira izlet z ladjo po otočju, iskanje tartufov ali mizo v restavraciji.',
      },
      facts: contactFacts('cissa-rovinj'),
    },
    {
      id: 'contact-elafiti-dubrovnik',
      propertyId: 'elafiti-dubrovnik',
      group: countries.HR,
      title: propertyName('elafiti-dubrovnik'),
      summary: {
        en: 'On the Lapad peninsula, with its own beach, fifteen minutes by city bus from the Pile Gate of the old town.',
        de: 'Auf der Halbinsel Lapad, mit eigenem Strand, fünfzehn Minuten mit dem Stadtbus vom Pile-Tor der Altstadt.',
        it: 'Sulla penisola di Lapad, con spiaggia propria, a quindici minuti di autobus urbano dalla Porta Pile della città vecchia.',
        hr: 'Na poluotoku Lapadu, s vlastitom plažom, petnaest minuta gradskim autobusom od vrata od Pila u staroj jezgri.',
        sl: 'Na polotoku Lapad, z lastno plažo, petnajst minut z mestnim avtobusom od vrat Pile v starem mestu.',
      },
      body: {
        en: 'Dubrovnik Airport is about 25 km away; our transfer takes around half an hour. By car, leave the coast road at the Dubrovnik bridge and follow the signs for Lapad; a place in the hotel garage can be booked with your stay. City buses stop at the hotel gate and reach the Pile Gate in fifteen minutes.\n\nThe reception is open day and night. It books the Elaphiti cruise or a table for dinner, and looks after your luggage on the day you leave.',
        de: 'Der Flughafen Dubrovnik ist etwa 25 km entfernt; unser Transfer braucht rund eine halbe Stunde. Mit dem Auto verlassen Sie die Küstenstraße an der Brücke von Dubrovnik und folgen den Schildern nach Lapad; einen Platz in der Hotelgarage buchen Sie mit Ihrem Aufenthalt. Stadtbusse halten am Hoteltor und erreichen das Pile-Tor in fünfzehn Minuten.\n\nDie Rezeption ist Tag und Nacht besetzt. Sie bucht die Kreuzfahrt zu den Elaphiten oder einen Tisch zum Abendessen und bewahrt am Abreisetag Ihr Gepäck auf.',
        it: 'L’aeroporto di Dubrovnik dista circa 25 km; il nostro transfer impiega circa mezz’ora. In auto lasci la strada costiera al ponte di Dubrovnik e segua le indicazioni per Lapad; un posto nel garage dell’hotel si prenota con il soggiorno. Gli autobus urbani fermano davanti al cancello dell’hotel e raggiungono la Porta Pile in quindici minuti.\n\nLa reception è aperta giorno e notte. Le prenota la crociera alle isole Elafiti o un tavolo per la cena e custodisce i Suoi bagagli il giorno della partenza.',
        hr: 'Zračna luka Dubrovnik udaljena je oko 25 km; naš transfer traje otprilike pola sata. Automobilom napustite obalnu cestu kod dubrovačkog mosta i pratite oznake za Lapad; mjesto u hotelskoj garaži možete rezervirati uz boravak. Gradski autobusi staju ispred ulaza u hotel i do Pila stižu za petnaest minuta.\n\nRecepcija je otvorena danju i noću. Rezervirat će Vam krstarenje Elafitima ili stol za večeru, a na dan odlaska čuvat će Vašu prtljagu.',
        sl: 'Letališče Dubrovnik je oddaljeno približno 25 km; naš prevoz traja okoli pol ure. Z avtom zapustite obalno cesto pri dubrovniškem mostu in sledite oznakam za Lapad; mesto v hotelski garaži lahko rezervirate z bivanjem. Mestni avtobusi ustavljajo pred vhodom v hotel in do vrat Pile pripeljejo v petnajstih minutah.\n\nRecepcija je odprta podnevi in ponoči. Rezervira vam križarjenje do Elafitskih otokov ali mizo za večerjo, na dan odhoda pa shrani vašo prtljago.',
      },
      facts: contactFacts('elafiti-dubrovnik'),
    },
    {
      id: 'contact-lovorika-opatija',
      propertyId: 'lovorika-opatija',
      group: countries.HR,
      title: propertyName('lovorika-opatija'),
      summary: {
        en: 'On the Lungomare promenade in the centre of Opatija, with a staircase from the laurel garden down to the sea.',
        de: 'Am Lungomare im Zentrum von Opatija, mit einer Treppe vom Lorbeergarten hinunter zum Meer.',
        it: 'Sul Lungomare nel centro di Abbazia, con una scalinata che dal giardino di allori scende al mare.',
        hr: 'Na šetnici Lungomare u središtu Opatije, sa stubištem koje iz lovorova vrta vodi do mora.',
        sl: 'Ob sprehajališču Lungomare v središču Opatije, s stopniščem, ki iz lovorjevega vrta vodi do morja.',
      },
      body: {
        en: 'Rijeka Airport on the island of Krk is about 40 minutes away by car, and city buses run from Rijeka’s railway and bus stations along the coast to Opatija. Arriving by car, stop at the hotel entrance on the main street to unload; a place in the hotel garage can be booked with your stay.\n\nThe reception is open day and night and reserves spa treatments, afternoon tea and tables in Opatija’s restaurants for you.',
        de: 'Der Flughafen Rijeka auf der Insel Krk ist etwa 40 Autominuten entfernt, und Stadtbusse fahren von Bahnhof und Busbahnhof Rijeka die Küste entlang nach Opatija. Mit dem Auto halten Sie zum Ausladen am Hoteleingang an der Hauptstraße; einen Platz in der Hotelgarage buchen Sie mit Ihrem Aufenthalt.\n\nDie Rezeption ist Tag und Nacht besetzt und reserviert für Sie Spa-Anwendungen, den Afternoon Tea und Tische in den Restaurants von Opatija.',
        it: 'L’aeroporto di Fiume, sull’isola di Krk, è a circa 40 minuti d’auto, e gli autobus urbani partono dalle stazioni ferroviaria e degli autobus di Fiume e seguono la costa fino ad Abbazia. In auto si fermi all’ingresso dell’hotel sulla strada principale per scaricare i bagagli; un posto nel garage dell’hotel si prenota con il soggiorno.\n\nLa reception è aperta giorno e notte e Le riserva trattamenti alla spa, l’afternoon tea e tavoli nei ristoranti di Abbazia.',
        hr: 'Zračna luka Rijeka na otoku Krku udaljena je četrdesetak minuta vožnje, a gradski autobusi voze od riječkog željezničkog i autobusnog kolodvora uz obalu do Opatije. Ako dolazite automobilom, zaustavite se na ulazu u hotel u glavnoj ulici da istovarite prtljagu; mjesto u hotelskoj garaži možete rezervirati uz boravak.\n\nRecepcija je otvorena danju i noću i rezervira Vam wellness tretmane, popodnevni čaj i stolove u opatijskim restoranima.',
        sl: 'Letališče Reka na otoku Krk je oddaljeno približno 40 minut vožnje, mestni avtobusi pa vozijo z reške železniške in avtobusne postaje ob obali do Opatije. Če pridete z avtom, se za raztovarjanje ustavite pred vhodom v hotel na glavni ulici; mesto v hotelski garaži lahko rezervirate z bivanjem.\n\nRecepcija je odprta podnevi in ponoči ter vam rezervira wellness storitve, popoldanski čaj in mize v opatijskih restavracijah.',
      },
      facts: contactFacts('lovorika-opatija'),
    },
    {
      id: 'contact-oliveto-villas-porec',
      propertyId: 'oliveto-villas-porec',
      group: countries.HR,
      title: propertyName('oliveto-villas-porec'),
      summary: {
        en: 'Six stone villas among olive trees on a hill above Poreč, with a host who lives on the estate.',
        de: 'Sechs Steinvillen zwischen Olivenbäumen auf einem Hügel über Poreč, mit einem Gastgeber, der auf dem Anwesen lebt.',
        it: 'Sei ville in pietra tra gli ulivi su una collina sopra Parenzo, con un host che vive nella tenuta.',
        hr: 'Šest kamenih vila među maslinama na brežuljku iznad Poreča, s domaćinom koji živi na imanju.',
        sl: 'Šest kamnitih vil med oljkami na griču nad Porečem, z gostiteljem, ki živi na posestvu.',
      },
      body: {
        en: 'Oliveto lies in the countryside a ten-minute drive inland from the centre of Poreč; from the Istrian Y motorway take the Baderna exit and follow the signs for Vrvari. Pula Airport is about an hour away. You will want a car here: the beaches, villages and wine cellars around are best reached by road.\n\nOur host is at the estate office every day from 08:00 to 20:00 and welcomes you at your villa. If you arrive later, your keys wait in the key box at the estate gate; we e-mail you its code and the way to your villa on the day of arrival.',
        de: 'Oliveto liegt im Hinterland, zehn Autominuten vom Zentrum von Poreč; auf dem Istrischen Ypsilon nehmen Sie die Ausfahrt Baderna und folgen den Schildern nach Vrvari. Der Flughafen Pula ist etwa eine Stunde entfernt. Ein Auto brauchen Sie hier: Strände, Dörfer und Weinkeller der Umgebung erreichen Sie am besten auf der Straße.\n\nUnser Gastgeber ist täglich von 08:00 bis 20:00 Uhr im Büro des Anwesens und empfängt Sie an Ihrer Villa. Kommen Sie später an, liegen Ihre Schlüssel im Schlüsselsafe am Tor; den Code und den Weg zu Ihrer Villa schicken wir Ihnen am Anreisetag per E-Mail.',
        it: 'Oliveto si trova in campagna, a dieci minuti d’auto dal centro di Parenzo; dalla Ipsilon istriana prenda l’uscita Baderna e segua le indicazioni per Vrvari. L’aeroporto di Pola è a circa un’ora. Qui l’auto è indispensabile: spiagge, paesi e cantine dei dintorni si raggiungono meglio su strada.\n\nIl nostro host è nell’ufficio della tenuta tutti i giorni dalle 08:00 alle 20:00 e La accoglie alla Sua villa. Se arriva più tardi, le chiavi La aspettano nella cassetta portachiavi al cancello della tenuta; il giorno dell’arrivo Le inviamo per e-mail il codice e le indicazioni per la villa.',
        hr: 'Oliveto se nalazi u zaleđu, deset minuta vožnje od središta Poreča; s Istarskog ipsilona siđite na izlazu Baderna i pratite oznake za Vrvare. Zračna luka Pula udaljena je oko sat vremena. Ovdje će Vam trebati automobil: do okolnih plaža, sela i vinskih podruma najlakše je cestom.\n\nNaš domaćin svaki je dan od 08:00 do 20:00 u uredu imanja i dočekat će Vas kod Vaše vile. Ako stignete kasnije, ključevi Vas čekaju u kutiji s ključem na ulazu na imanje; šifru i put do vile šaljemo Vam e-poštom na dan dolaska.',
        sl: 'Oliveto leži v zaledju, deset minut vožnje od središča Poreča; z istrskega ipsilona zapeljite na izvozu Baderna in sledite oznakam za Vrvare. Letališče Pulj je oddaljeno približno uro. Tu boste potrebovali avto: do okoliških plaž, vasi in vinskih kleti je najlaže priti po cesti.\n\nNaš gostitelj je vsak dan od 8.00 do 20.00 v pisarni posestva in vas pričaka pri vaši vili. Če prispete pozneje, vas ključi čakajo v skrinjici za ključe pri vhodu na posestvo; kodo in pot do vile vam pošljemo po e-pošti na dan prihoda.',
      },
      facts: contactFacts('oliveto-villas-porec', ['08:00', '20:00']),
    },
    {
      id: 'contact-sustipan-split',
      propertyId: 'sustipan-split',
      group: countries.HR,
      title: propertyName('sustipan-split'),
      summary: {
        en: 'A family-run city hotel by the Sustipan park, fifteen minutes on foot from Diocletian’s Palace and the ferry port.',
        de: 'Ein familiengeführtes Stadthotel am Park von Sustipan, fünfzehn Gehminuten vom Diokletianpalast und vom Fährhafen.',
        it: 'Un hotel di città a gestione familiare accanto al parco di Sustipan, a quindici minuti a piedi dal Palazzo di Diocleziano e dal porto dei traghetti.',
        hr: 'Obiteljski gradski hotel uz park Sustipan, petnaest minuta hoda od Dioklecijanove palače i trajektne luke.',
        sl: 'Družinski mestni hotel ob parku Sustipan, petnajst minut hoje od Dioklecijanove palače in trajektnega pristanišča.',
      },
      body: {
        en: 'Split Airport is about 25 km away, half an hour by car or by the airport bus to the harbour, from where the hotel is a fifteen-minute walk along the Riva and past the Zvončac beach. By car, follow the signs for the centre and then for Zvončac; a reserved outdoor space next to the hotel can be booked with your stay.\n\nThe reception is open day and night. Our staff gladly keep your luggage before your catamaran to the islands and book the Blue Cave tour or a walk through the palace.',
        de: 'Der Flughafen Split ist etwa 25 km entfernt, eine halbe Stunde mit dem Auto oder dem Flughafenbus bis zum Hafen; von dort sind es fünfzehn Gehminuten über die Riva und am Strand Zvončac vorbei. Mit dem Auto folgen Sie den Schildern ins Zentrum und dann nach Zvončac; einen reservierten Stellplatz im Freien am Hotel buchen Sie mit Ihrem Aufenthalt.\n\nDie Rezeption ist Tag und Nacht besetzt. Vor Ihrem Katamaran zu den Inseln bewahren wir Ihr Gepäck gern auf, und wir buchen für Sie den Ausflug zur Blauen Grotte oder eine Führung durch den Palast.',
        it: 'L’aeroporto di Spalato dista circa 25 km, mezz’ora in auto o con l’autobus dell’aeroporto fino al porto, da dove l’hotel è a quindici minuti a piedi lungo la Riva e oltre la spiaggia di Zvončac. In auto segua le indicazioni per il centro e poi per Zvončac; un posto riservato all’aperto accanto all’hotel si prenota con il soggiorno.\n\nLa reception è aperta giorno e notte. Prima del Suo catamarano per le isole custodiamo volentieri i bagagli, e Le prenotiamo l’escursione alla Grotta Azzurra o una visita guidata del palazzo.',
        hr: 'Zračna luka Split udaljena je oko 25 km, pola sata automobilom ili aerodromskim autobusom do luke, odakle je do hotela petnaest minuta hoda Rivom i pokraj plaže Zvončac. Automobilom pratite oznake za centar, a zatim za Zvončac; rezervirano vanjsko mjesto uz hotel možete rezervirati uz boravak.\n\nRecepcija je otvorena danju i noću. Prije Vašeg katamarana za otoke rado ćemo čuvati Vašu prtljagu, a rezervirat ćemo Vam izlet do Modre špilje ili šetnju kroz palaču.',
        sl: 'Letališče Split je oddaljeno približno 25 km, pol ure z avtom ali z letališkim avtobusom do pristanišča, od koder je do hotela petnajst minut hoje po Rivi in mimo plaže Zvončac. Z avtom sledite oznakam za center in nato za Zvončac; rezervirano parkirno mesto na prostem ob hotelu lahko rezervirate z bivanjem.\n\nRecepcija je odprta podnevi in ponoči. Pred vašim katamaranom na otoke vam z veseljem shranimo prtljago, rezerviramo pa vam tudi izlet do Modre jame ali sprehod po palači.',
      },
      facts: contactFacts('sustipan-split'),
    },
    {
      id: 'contact-vala-krk',
      propertyId: 'vala-krk',
      group: countries.HR,
      title: propertyName('vala-krk'),
      summary: {
        en: 'Eighteen apartments above a pebble bay, a fifteen-minute walk from Krk town and twenty minutes by car from Rijeka Airport.',
        de: 'Achtzehn Appartements über einer Kiesbucht, fünfzehn Gehminuten von der Stadt Krk und zwanzig Autominuten vom Flughafen Rijeka.',
        it: 'Diciotto appartamenti sopra una baia di ciottoli, a quindici minuti a piedi dalla città di Krk e a venti minuti d’auto dall’aeroporto di Fiume.',
        hr: 'Osamnaest apartmana iznad šljunčane uvale, petnaest minuta hoda od grada Krka i dvadeset minuta vožnje od Zračne luke Rijeka.',
        sl: 'Osemnajst apartmajev nad prodnatim zalivom, petnajst minut hoje od mesta Krk in dvajset minut vožnje od letališča Reka.',
      },
      body: {
        en: 'Rijeka Airport is on the island itself, about twenty minutes away by car. Coming from the mainland, cross the Krk Bridge and follow the road south to Krk town, then the signs for Dražica. A reserved outdoor space at the house can be booked with your stay.\n\nThe reception is open every day from 08:00 to 20:00 and has tips for the island’s villages and the kayak tour along the coast. If you arrive later, check in yourself with the key box by the entrance: we e-mail you its code on the day of arrival.',
        de: 'Der Flughafen Rijeka liegt auf der Insel selbst, etwa zwanzig Autominuten entfernt. Vom Festland fahren Sie über die Krk-Brücke und die Straße nach Süden bis zur Stadt Krk, dann den Schildern nach Dražica nach. Einen reservierten Stellplatz im Freien am Haus buchen Sie mit Ihrem Aufenthalt.\n\nDie Rezeption ist täglich von 08:00 bis 20:00 Uhr besetzt und hat Tipps für die Dörfer der Insel und die Kajaktour entlang der Küste. Kommen Sie später an, checken Sie mit dem Schlüsselsafe am Eingang selbst ein: Den Code schicken wir Ihnen am Anreisetag per E-Mail.',
        it: 'L’aeroporto di Fiume si trova sull’isola stessa, a circa venti minuti d’auto. Dalla terraferma attraversi il ponte di Krk e segua la strada verso sud fino alla città di Krk, poi le indicazioni per Dražica. Un posto riservato all’aperto presso la casa si prenota con il soggiorno.\n\nLa reception è aperta tutti i giorni dalle 08:00 alle 20:00 e ha consigli sui paesi dell’isola e sull’escursione in kayak lungo la costa. Se arriva più tardi, fa il check-in da solo con la cassetta portachiavi accanto all’ingresso: il giorno dell’arrivo Le inviamo il codice per e-mail.',
        hr: 'Zračna luka Rijeka nalazi se na samom otoku, dvadesetak minuta vožnje od apartmana. S kopna prijeđite Krčki most i cestom nastavite na jug do grada Krka, a zatim pratite oznake za Dražicu. Rezervirano vanjsko mjesto uz kuću možete rezervirati uz boravak.\n\nRecepcija je otvorena svaki dan od 08:00 do 20:00 i rado će Vam preporučiti krčka sela i izlet kajakom uz obalu. Ako stignete kasnije, prijavite se sami uz pomoć kutije s ključem kraj ulaza: šifru Vam šaljemo e-poštom na dan dolaska.',
        sl: 'Letališče Reka leži kar na otoku, približno dvajset minut vožnje stran. S celine prečkajte Krški most in po cesti nadaljujte proti jugu do mesta Krk, nato sledite oznakam za Dražico. Rezervirano parkirno mesto na prostem pri hiši lahko rezervirate z bivanjem.\n\nRecepcija je odprta vsak dan od 8.00 do 20.00 in vam rada svetuje o vaseh na otoku in izletu s kajakom ob obali. Če prispete pozneje, se prijavite sami s skrinjico za ključe ob vhodu: kodo vam pošljemo po e-pošti na dan prihoda.',
      },
      facts: contactFacts('vala-krk', ['08:00', '20:00']),
    },
    {
      id: 'contact-villa-lavanda-hvar',
      propertyId: 'villa-lavanda-hvar',
      group: countries.HR,
      title: propertyName('villa-lavanda-hvar'),
      summary: {
        en: 'A stone farmhouse with a pool above the bays east of Hvar town, looked after by a housekeeper from the village.',
        de: 'Ein Bauernhaus aus Stein mit Pool über den Buchten östlich der Stadt Hvar, betreut von einer Hauswirtschafterin aus dem Dorf.',
        it: 'Un casale in pietra con piscina sopra le baie a est della città di Hvar, curato da una governante del paese.',
        hr: 'Kamena kuća s bazenom iznad uvala istočno od grada Hvara, o kojoj brine domaćica iz obližnjeg sela.',
        sl: 'Kamnita kmečka hiša z bazenom nad zalivi vzhodno od mesta Hvar, za katero skrbi gospodinja iz vasi.',
      },
      body: {
        en: 'Catamarans from Split reach Hvar town in about an hour, and car ferries sail to Stari Grad, about twenty minutes’ drive from the villa. From Hvar town the villa is a ten-minute drive east. With the private speedboat you can book with your stay, you arrive straight from Split harbour at the cove below the house.\n\nOur housekeeper is on call every day from 09:00 to 19:00 and welcomes you at the villa. If you arrive later, your keys are in the key box by the gate; we e-mail you its code on the day of arrival.',
        de: 'Katamarane aus Split erreichen die Stadt Hvar in etwa einer Stunde, und Autofähren fahren nach Stari Grad, etwa zwanzig Autominuten von der Villa. Von der Stadt Hvar sind es zehn Autominuten nach Osten. Mit dem privaten Schnellboot, das Sie mit Ihrem Aufenthalt buchen können, kommen Sie direkt vom Hafen Split in der Bucht unterhalb des Hauses an.\n\nUnsere Hauswirtschafterin ist täglich von 09:00 bis 19:00 Uhr erreichbar und empfängt Sie an der Villa. Kommen Sie später an, liegen Ihre Schlüssel im Schlüsselsafe am Tor; den Code schicken wir Ihnen am Anreisetag per E-Mail.',
        it: 'I catamarani da Spalato raggiungono la città di Hvar in circa un’ora, e i traghetti per le auto arrivano a Stari Grad, a una ventina di minuti d’auto dalla villa. Dalla città di Hvar la villa è a dieci minuti d’auto verso est. Con il motoscafo privato, prenotabile con il soggiorno, arriva direttamente dal porto di Spalato alla caletta sotto la casa.\n\nLa nostra governante è reperibile tutti i giorni dalle 09:00 alle 19:00 e La accoglie alla villa. Se arriva più tardi, le chiavi sono nella cassetta portachiavi accanto al cancello; il giorno dell’arrivo Le inviamo il codice per e-mail.',
        hr: 'Katamarani iz Splita do grada Hvara stižu za otprilike sat vremena, a trajekti za automobile plove do Staroga Grada, dvadesetak minuta vožnje od vile. Od grada Hvara do vile je deset minuta vožnje prema istoku. Privatnim gliserom, koji možete rezervirati uz boravak, stižete izravno iz splitske luke u uvalu ispod kuće.\n\nNaša domaćica dostupna je svaki dan od 09:00 do 19:00 i dočekat će Vas u vili. Ako stignete kasnije, ključevi su u kutiji s ključem kraj ulaznih vrata dvorišta; šifru Vam šaljemo e-poštom na dan dolaska.',
        sl: 'Katamarani iz Splita do mesta Hvar pripeljejo v približno uri, trajekti za avtomobile pa plujejo v Stari Grad, približno dvajset minut vožnje od vile. Od mesta Hvar je do vile deset minut vožnje proti vzhodu. Z zasebnim gliserjem, ki ga lahko rezervirate z bivanjem, prispete naravnost iz splitskega pristanišča v zaliv pod hišo.\n\nNaša gospodinja je dosegljiva vsak dan od 9.00 do 19.00 in vas pričaka v vili. Če prispete pozneje, so ključi v skrinjici za ključe ob vratih na dvorišče; kodo vam pošljemo po e-pošti na dan prihoda.',
      },
      facts: contactFacts('villa-lavanda-hvar', ['09:00', '19:00']),
    },
    {
      id: 'contact-lipov-gaj-bled',
      propertyId: 'lipov-gaj-bled',
      group: countries.SI,
      title: propertyName('lipov-gaj-bled'),
      summary: {
        en: 'On the south shore of Lake Bled, where the path around the lake passes the hotel garden.',
        de: 'Am Südufer des Bleder Sees, wo der Weg um den See am Hotelgarten vorbeiführt.',
        it: 'Sulla sponda sud del lago di Bled, dove il sentiero che fa il giro del lago passa accanto al giardino dell’hotel.',
        hr: 'Na južnoj obali Blejskog jezera, gdje staza oko jezera prolazi pokraj hotelskog vrta.',
        sl: 'Na južni obali Blejskega jezera, kjer pot okoli jezera pelje mimo hotelskega vrta.',
      },
      body: {
        en: 'Ljubljana Airport is about 35 km away, half an hour by car. The nearest main-line station is Lesce-Bled, about 4 km away, with buses and taxis to the lake; Bled Jezero station on the Bohinj railway is a pleasant walk above the western shore. A reserved outdoor space can be booked with your stay.\n\nThe reception is open day and night. It books the pletna boat to the island and, in winter, the hotel shuttle to the Vogel and Kranjska Gora ski areas.',
        de: 'Der Flughafen Ljubljana ist etwa 35 km entfernt, eine halbe Stunde mit dem Auto. Der nächste Bahnhof an der Hauptstrecke ist Lesce-Bled, etwa 4 km entfernt, mit Bussen und Taxis zum See; der Bahnhof Bled Jezero an der Wocheiner Bahn liegt einen schönen Spaziergang oberhalb des Westufers. Einen reservierten Stellplatz im Freien buchen Sie mit Ihrem Aufenthalt.\n\nDie Rezeption ist Tag und Nacht besetzt. Sie bucht die Pletna zur Insel und im Winter den Hotelshuttle in die Skigebiete Vogel und Kranjska Gora.',
        it: 'L’aeroporto di Lubiana dista circa 35 km, mezz’ora d’auto. La stazione più vicina sulla linea principale è Lesce-Bled, a circa 4 km, con autobus e taxi per il lago; la stazione di Bled Jezero, sulla ferrovia di Bohinj, è a una piacevole passeggiata sopra la sponda occidentale. Un posto riservato all’aperto si prenota con il soggiorno.\n\nLa reception è aperta giorno e notte. Le prenota la pletna per l’isola e, d’inverno, la navetta dell’hotel per le piste di Vogel e Kranjska Gora.',
        hr: 'Zračna luka Ljubljana udaljena je oko 35 km, pola sata vožnje. Najbliža postaja na glavnoj pruzi je Lesce-Bled, udaljena oko 4 km, s autobusima i taksijima do jezera; postaja Bled Jezero na bohinjskoj pruzi ugodna je šetnja iznad zapadne obale. Rezervirano vanjsko parkirno mjesto možete rezervirati uz boravak.\n\nRecepcija je otvorena danju i noću. Rezervirat će Vam pletnu do otočića, a zimi i hotelski prijevoz do skijališta Vogel i Kranjska Gora.',
        sl: 'Letališče Ljubljana je oddaljeno približno 35 km, pol ure vožnje. Najbližja postaja na glavni progi je Lesce-Bled, približno 4 km stran, z avtobusi in taksiji do jezera; postaja Bled Jezero na Bohinjski progi je prijeten sprehod nad zahodno obalo. Rezervirano parkirno mesto na prostem lahko rezervirate z bivanjem.\n\nRecepcija je odprta podnevi in ponoči. Rezervira vam pletno do otoka, pozimi pa hotelski prevoz na smučišči Vogel in Kranjska Gora.',
      },
      facts: contactFacts('lipov-gaj-bled'),
    },
    {
      id: 'contact-solinarka-piran',
      propertyId: 'solinarka-piran',
      group: countries.SI,
      title: propertyName('solinarka-piran'),
      summary: {
        en: 'A tall Venetian house in the car-free old town of Piran, a minute’s walk from Tartini Square.',
        de: 'Ein hohes venezianisches Haus in der autofreien Altstadt von Piran, eine Gehminute vom Tartini-Platz.',
        it: 'Un’alta casa veneziana nel centro storico di Pirano chiuso alle auto, a un minuto a piedi da piazza Tartini.',
        hr: 'Visoka venecijanska kuća u staroj jezgri Pirana zatvorenoj za automobile, minutu hoda od Tartinijeva trga.',
        sl: 'Visoka beneška hiša v starem mestnem jedru Pirana, zaprtem za promet, minuto hoje od Tartinijevega trga.',
      },
      body: {
        en: 'Piran’s old town is closed to cars. Park in the Fornače garage at the entrance to the town, where a space can be booked with your stay, and take the free shuttle bus to Tartini Square; it runs every fifteen minutes. From the square the house is a minute’s walk through the lanes. Trieste Airport is about 70 km away.\n\nThe reception in the house is open every day from 09:00 to 19:00. If you arrive later, check in yourself with the key box by the front door: we e-mail you its code on the day of arrival.',
        de: 'Die Altstadt von Piran ist für Autos gesperrt. Parken Sie in der Garage Fornače am Ortseingang, wo Sie einen Platz mit Ihrem Aufenthalt buchen können, und fahren Sie mit dem kostenlosen Shuttlebus, der alle fünfzehn Minuten verkehrt, zum Tartini-Platz. Von dort ist das Haus eine Gehminute durch die Gassen entfernt. Der Flughafen Triest liegt etwa 70 km entfernt.\n\nDie Rezeption im Haus ist täglich von 09:00 bis 19:00 Uhr besetzt. Kommen Sie später an, checken Sie mit dem Schlüsselsafe an der Haustür selbst ein: Den Code schicken wir Ihnen am Anreisetag per E-Mail.',
        it: 'Il centro storico di Pirano è chiuso alle auto. Parcheggi nel garage Fornače all’ingresso della città, dove può prenotare un posto con il soggiorno, e prenda il bus navetta gratuito per piazza Tartini, che passa ogni quindici minuti. Dalla piazza la casa è a un minuto a piedi tra le calli. L’aeroporto di Trieste dista circa 70 km.\n\nLa reception nella casa è aperta tutti i giorni dalle 09:00 alle 19:00. Se arriva più tardi, fa il check-in da solo con la cassetta portachiavi accanto al portone: il giorno dell’arrivo Le inviamo il codice per e-mail.',
        hr: 'Stara jezgra Pirana zatvorena je za automobile. Parkirajte u garaži Fornače na ulazu u grad, gdje mjesto možete rezervirati uz boravak, i besplatnim autobusom, koji vozi svakih petnaest minuta, odvezite se do Tartinijeva trga. Od trga je do kuće minuta hoda kroz uličice. Zračna luka Trst udaljena je oko 70 km.\n\nRecepcija u kući otvorena je svaki dan od 09:00 do 19:00. Ako stignete kasnije, prijavite se sami uz pomoć kutije s ključem kraj ulaznih vrata: šifru Vam šaljemo e-poštom na dan dolaska.',
        sl: 'Staro mestno jedro Pirana je zaprto za promet. Parkirajte v garaži Fornače ob vhodu v mesto, kjer lahko mesto rezervirate z bivanjem, in se z brezplačnim avtobusom, ki vozi vsakih petnajst minut, zapeljite do Tartinijevega trga. S trga je do hiše minuta hoje po ozkih ulicah. Letališče Trst je oddaljeno približno 70 km.\n\nRecepcija v hiši je odprta vsak dan od 9.00 do 19.00. Če prispete pozneje, se prijavite sami s skrinjico za ključe ob vhodnih vratih: kodo vam pošljemo po e-pošti na dan prihoda.',
      },
      facts: contactFacts('solinarka-piran', ['09:00', '19:00']),
    },
    {
      id: 'contact-vogar-chalets-bohinj',
      propertyId: 'vogar-chalets-bohinj',
      group: countries.SI,
      title: propertyName('vogar-chalets-bohinj'),
      summary: {
        en: 'Seven larch chalets on a meadow near Stara Fužina, above Lake Bohinj and on the edge of Triglav National Park.',
        de: 'Sieben Lärchenchalets auf einer Wiese bei Stara Fužina, über dem Bohinjer See am Rand des Triglav-Nationalparks.',
        it: 'Sette chalet in larice su un prato vicino a Stara Fužina, sopra il lago di Bohinj e al margine del Parco nazionale del Tricorno.',
        hr: 'Sedam brvnara od ariša na livadi kraj Stare Fužine, iznad Bohinjskog jezera i na rubu Nacionalnog parka Triglav.',
        sl: 'Sedem macesnovih brunaric na travniku pri Stari Fužini, nad Bohinjskim jezerom in na robu Triglavskega narodnega parka.',
      },
      body: {
        en: 'From Ljubljana Airport the drive takes about an hour, through Bled and along the Sava Bohinjka to Ribčev Laz, where the road to Stara Fužina turns off. Buses from Ljubljana and Bled stop in Ribčev Laz, a twenty-minute walk away, and the railway station of Bohinjska Bistrica is about 7 km away.\n\nThe reception in the first chalet by the road is open every day from 08:00 to 20:00. If you arrive later, your keys wait in the key box next to its door; we e-mail you its code on the day of arrival.',
        de: 'Vom Flughafen Ljubljana fahren Sie etwa eine Stunde, über Bled und entlang der Sava Bohinjka bis Ribčev Laz, wo die Straße nach Stara Fužina abzweigt. Busse aus Ljubljana und Bled halten in Ribčev Laz, zwanzig Gehminuten entfernt, und der Bahnhof Bohinjska Bistrica liegt etwa 7 km entfernt.\n\nDie Rezeption im ersten Chalet an der Straße ist täglich von 08:00 bis 20:00 Uhr besetzt. Kommen Sie später an, warten Ihre Schlüssel im Schlüsselsafe neben ihrer Tür; den Code schicken wir Ihnen am Anreisetag per E-Mail.',
        it: 'Dall’aeroporto di Lubiana il viaggio in auto dura circa un’ora, attraverso Bled e lungo la Sava Bohinjka fino a Ribčev Laz, dove si stacca la strada per Stara Fužina. Gli autobus da Lubiana e da Bled fermano a Ribčev Laz, a venti minuti a piedi, e la stazione ferroviaria di Bohinjska Bistrica è a circa 7 km.\n\nLa reception nel primo chalet lungo la strada è aperta tutti i giorni dalle 08:00 alle 20:00. Se arriva più tardi, le chiavi La aspettano nella cassetta portachiavi accanto alla porta; il giorno dell’arrivo Le inviamo il codice per e-mail.',
        hr: 'Od Zračne luke Ljubljana vožnja traje oko sat vremena, preko Bleda i uz Savu Bohinjku do Ribčeva Laza, gdje se odvaja cesta za Staru Fužinu. Autobusi iz Ljubljane i s Bleda staju u Ribčevu Lazu, dvadeset minuta hoda od brvnara, a željeznička postaja Bohinjska Bistrica udaljena je oko 7 km.\n\nRecepcija u prvoj brvnari uz cestu otvorena je svaki dan od 08:00 do 20:00. Ako stignete kasnije, ključevi Vas čekaju u kutiji s ključem pokraj njezinih vrata; šifru Vam šaljemo e-poštom na dan dolaska.',
        sl: 'Z Letališča Ljubljana se peljete približno uro, skozi Bled in ob Savi Bohinjki do Ribčevega Laza, kjer se odcepi cesta za Staro Fužino. Avtobusi iz Ljubljane in z Bleda ustavljajo v Ribčevem Lazu, dvajset minut hoje stran, železniška postaja Bohinjska Bistrica pa je oddaljena približno 7 km.\n\nRecepcija v prvi brunarici ob cesti je odprta vsak dan od 8.00 do 20.00. Če prispete pozneje, vas ključi čakajo v skrinjici za ključe ob njenih vratih; kodo vam pošljemo po e-pošti na dan prihoda.',
      },
      facts: contactFacts('vogar-chalets-bohinj', ['08:00', '20:00']),
    },
    {
      id: 'contact-ciasa-aurora-ortisei',
      propertyId: 'ciasa-aurora-ortisei',
      group: countries.IT,
      title: propertyName('ciasa-aurora-ortisei'),
      summary: {
        en: 'Holiday apartments in a Ladin house in Ortisei, kept by the Demetz family, a few minutes from the Seceda and Alpe di Siusi lifts.',
        de: 'Ferienwohnungen in einem ladinischen Haus in St. Ulrich, geführt von der Familie Demetz, wenige Minuten von den Bahnen auf die Seceda und die Seiser Alm.',
        it: 'Appartamenti per le vacanze in una casa ladina a Ortisei, gestiti dalla famiglia Demetz, a pochi minuti dagli impianti del Seceda e dell’Alpe di Siusi.',
        hr: 'Apartmani za odmor u ladinskoj kući u Ortiseiju, koje vodi obitelj Demetz, nekoliko minuta od žičara za Secedu i Alpe di Siusi.',
        sl: 'Počitniški apartmaji v ladinski hiši v Ortiseiju, ki jih vodi družina Demetz, nekaj minut od žičnic na Secedo in Alpe di Siusi.',
      },
      body: {
        en: 'Leave the Brenner motorway at the Chiusa – Val Gardena exit and follow the valley road to Ortisei, about half an hour. By train, get off at Ponte Gardena or Bolzano and take the bus into the valley, which stops in the centre of Ortisei. A place in the garage can be booked with your stay, and in winter the ski bus stops outside the house.\n\nA member of the Demetz family is at the house every day from 08:00 to 19:00. If you arrive later, your keys are in the key box by the entrance; we e-mail you its code on the day of arrival.',
        de: 'Verlassen Sie die Brennerautobahn an der Ausfahrt Klausen – Gröden und folgen Sie der Talstraße bis St. Ulrich, etwa eine halbe Stunde. Mit dem Zug steigen Sie in Waidbruck oder Bozen aus und nehmen den Bus ins Tal, der im Zentrum von St. Ulrich hält. Einen Platz in der Garage buchen Sie mit Ihrem Aufenthalt, und im Winter hält der Skibus vor dem Haus.\n\nJemand aus der Familie Demetz ist täglich von 08:00 bis 19:00 Uhr im Haus. Kommen Sie später an, liegen Ihre Schlüssel im Schlüsselsafe am Eingang; den Code schicken wir Ihnen am Anreisetag per E-Mail.',
        it: 'Lasci l’autostrada del Brennero all’uscita Chiusa – Val Gardena e segua la strada della valle fino a Ortisei, circa mezz’ora. In treno scenda a Ponte Gardena o a Bolzano e prenda l’autobus per la valle, che ferma nel centro di Ortisei. Un posto in garage si prenota con il soggiorno, e d’inverno lo skibus ferma davanti a casa.\n\nUn membro della famiglia Demetz è presente tutti i giorni dalle 08:00 alle 19:00. Se arriva più tardi, le chiavi sono nella cassetta portachiavi accanto all’ingresso; il giorno dell’arrivo Le inviamo il codice per e-mail.',
        hr: 'S autoceste preko Brennera siđite na izlazu Chiusa – Val Gardena i cestom kroz dolinu nastavite do Ortiseija, oko pola sata. Vlakom siđite u Ponte Gardeni ili Bolzanu i autobusom se odvezite u dolinu; staje u središtu Ortiseija. Mjesto u garaži možete rezervirati uz boravak, a zimi ski-bus staje ispred kuće.\n\nNetko iz obitelji Demetz u kući je svaki dan od 08:00 do 19:00. Ako stignete kasnije, ključevi su u kutiji s ključem kraj ulaza; šifru Vam šaljemo e-poštom na dan dolaska.',
        sl: 'Z avtoceste čez Brenner zapeljite na izvozu Chiusa – Val Gardena in po cesti skozi dolino nadaljujte do Ortiseija, približno pol ure. Z vlakom izstopite v Ponte Gardeni ali Bolzanu in se z avtobusom zapeljite v dolino; ustavi v središču Ortiseija. Mesto v garaži lahko rezervirate z bivanjem, pozimi pa smučarski avtobus ustavi pred hišo.\n\nNekdo iz družine Demetz je v hiši vsak dan od 8.00 do 19.00. Če prispete pozneje, so ključi v skrinjici za ključe ob vhodu; kodo vam pošljemo po e-pošti na dan prihoda.',
      },
      facts: contactFacts('ciasa-aurora-ortisei', ['08:00', '19:00']),
    },
    {
      id: 'contact-larice-cortina',
      propertyId: 'larice-cortina',
      group: countries.IT,
      title: propertyName('larice-cortina'),
      summary: {
        en: 'A five-star mountain hotel at the foot of the Tofane above Cortina d’Ampezzo, with ski-in access in winter and trails from the garden in summer.',
        de: 'Ein Fünf-Sterne-Berghotel am Fuß der Tofane über Cortina d’Ampezzo, mit Skizugang im Winter und Wanderwegen ab dem Garten im Sommer.',
        it: 'Un hotel di montagna a cinque stelle ai piedi delle Tofane sopra Cortina d’Ampezzo, con accesso sci ai piedi d’inverno e sentieri dal giardino d’estate.',
        hr: 'Planinski hotel s pet zvjezdica podno Tofana iznad Cortine d’Ampezzo, sa skijaškim pristupom zimi i stazama iz vrta ljeti.',
        sl: 'Gorski hotel s petimi zvezdicami pod Tofanami nad Cortino d’Ampezzo, z dostopom s smučmi pozimi in potmi iz vrta poleti.',
      },
      body: {
        en: 'Venice Airport is about two hours away by car, along the A27 motorway and the road up the Ampezzo valley; our transfer can be booked with your stay. Buses run from Venice and from the station of Calalzo to Cortina’s bus station, five minutes from the hotel by taxi. A place in the hotel garage can be booked with your stay.\n\nThe reception is open day and night. In winter the ski room opens straight onto the Tofana slopes, and the concierge books ski schools, mountain guides and tables at the huts.',
        de: 'Der Flughafen Venedig ist etwa zwei Autostunden entfernt, über die A27 und die Straße durch das Ampezzotal; unseren Transfer buchen Sie mit Ihrem Aufenthalt. Busse fahren von Venedig und vom Bahnhof Calalzo zum Busbahnhof von Cortina, fünf Taximinuten vom Hotel. Einen Platz in der Hotelgarage buchen Sie mit Ihrem Aufenthalt.\n\nDie Rezeption ist Tag und Nacht besetzt. Im Winter öffnet sich der Skiraum direkt zu den Pisten der Tofana, und der Concierge bucht Skischulen, Bergführer und Tische auf den Hütten.',
        it: 'L’aeroporto di Venezia è a circa due ore d’auto, lungo l’autostrada A27 e la strada della valle d’Ampezzo; il nostro transfer si prenota con il soggiorno. Gli autobus collegano Venezia e la stazione di Calalzo con l’autostazione di Cortina, a cinque minuti di taxi dall’hotel. Un posto nel garage dell’hotel si prenota con il soggiorno.\n\nLa reception è aperta giorno e notte. D’inverno il deposito sci si apre direttamente sulle piste delle Tofane, e il concierge Le prenota scuole di sci, guide alpine e tavoli nei rifugi.',
        hr: 'Zračna luka Venecija udaljena je oko dva sata vožnje, autocestom A27 i cestom kroz dolinu Ampezzo; naš transfer možete rezervirati uz boravak. Autobusi voze iz Venecije i s kolodvora u Calalzu do autobusnog kolodvora u Cortini, pet minuta taksijem od hotela. Mjesto u hotelskoj garaži možete rezervirati uz boravak.\n\nRecepcija je otvorena danju i noću. Zimi se ski-soba otvara izravno na staze Tofana, a concierge Vam rezervira skijaške škole, planinske vodiče i stolove u planinarskim domovima.',
        sl: 'Letališče v Benetkah je oddaljeno približno dve uri vožnje, po avtocesti A27 in cesti skozi dolino Ampezzo; naš prevoz lahko rezervirate z bivanjem. Avtobusi vozijo iz Benetk in z železniške postaje Calalzo do avtobusne postaje v Cortini, pet minut s taksijem od hotela. Mesto v hotelski garaži lahko rezervirate z bivanjem.\n\nRecepcija je odprta podnevi in ponoči. Pozimi se smučarnica odpira naravnost na proge Tofan, concierge pa vam rezervira smučarske šole, gorske vodnike in mize v kočah.',
      },
      facts: contactFacts('larice-cortina'),
    },
    {
      id: 'contact-limonaia-sirmione',
      propertyId: 'limonaia-sirmione',
      group: countries.IT,
      title: propertyName('limonaia-sirmione'),
      summary: {
        en: 'Twelve apartments in a 19th-century lemon house with a private jetty, within walking distance of the castle and the thermal baths.',
        de: 'Zwölf Appartements in einem Zitronenhaus aus dem 19. Jahrhundert mit eigenem Steg, zu Fuß nah an Burg und Therme.',
        it: 'Dodici appartamenti in una limonaia dell’Ottocento con pontile privato, a pochi passi dal castello e dalle terme.',
        hr: 'Dvanaest apartmana u kući za limune iz 19. stoljeća s privatnim molom, na pješačkoj udaljenosti od dvorca i termi.',
        sl: 'Dvanajst apartmajev v limonariji iz 19. stoletja z zasebnim pomolom, na sprehajalni razdalji od gradu in term.',
      },
      body: {
        en: 'Verona Airport is about 35 km away, half an hour by car along the A4 motorway, which you leave at the Sirmione exit. The nearest railway station is Desenzano del Garda-Sirmione, with buses to Sirmione. The historic centre is closed to traffic, but the residence lies outside it, and a reserved outdoor space can be booked with your stay.\n\nThe reception is open every day from 09:00 to 20:00. If you arrive later, check in yourself with the key box at the garden gate: we e-mail you its code on the day of arrival.',
        de: 'Der Flughafen Verona ist etwa 35 km entfernt, eine halbe Stunde über die Autobahn A4, die Sie an der Ausfahrt Sirmione verlassen. Der nächste Bahnhof ist Desenzano del Garda-Sirmione, mit Bussen nach Sirmione. Die historische Altstadt ist für den Verkehr gesperrt, die Residence liegt jedoch außerhalb, und einen reservierten Stellplatz im Freien buchen Sie mit Ihrem Aufenthalt.\n\nDie Rezeption ist täglich von 09:00 bis 20:00 Uhr besetzt. Kommen Sie später an, checken Sie mit dem Schlüsselsafe am Gartentor selbst ein: Den Code schicken wir Ihnen am Anreisetag per E-Mail.',
        it: 'L’aeroporto di Verona dista circa 35 km, mezz’ora d’auto lungo l’autostrada A4, da lasciare all’uscita Sirmione. La stazione ferroviaria più vicina è Desenzano del Garda-Sirmione, con autobus per Sirmione. Il centro storico è chiuso al traffico, ma il residence si trova fuori, e un posto riservato all’aperto si prenota con il soggiorno.\n\nLa reception è aperta tutti i giorni dalle 09:00 alle 20:00. Se arriva più tardi, fa il check-in da solo con la cassetta portachiavi al cancello del giardino: il giorno dell’arrivo Le inviamo il codice per e-mail.',
        hr: 'Zračna luka Verona udaljena je oko 35 km, pola sata vožnje autocestom A4, s koje silazite na izlazu Sirmione. Najbliža željeznička postaja je Desenzano del Garda-Sirmione, s autobusima do Sirmionea. Povijesna jezgra zatvorena je za promet, ali rezidencija je izvan nje, a rezervirano vanjsko mjesto možete rezervirati uz boravak.\n\nRecepcija je otvorena svaki dan od 09:00 do 20:00. Ako stignete kasnije, prijavite se sami uz pomoć kutije s ključem na vratima vrta: šifru Vam šaljemo e-poštom na dan dolaska.',
        sl: 'Letališče Verona je oddaljeno približno 35 km, pol ure vožnje po avtocesti A4, s katere zapeljete na izvozu Sirmione. Najbližja železniška postaja je Desenzano del Garda-Sirmione, z avtobusi do Sirmioneja. Zgodovinsko jedro je zaprto za promet, rezidenca pa leži zunaj njega, rezervirano parkirno mesto na prostem pa lahko rezervirate z bivanjem.\n\nRecepcija je odprta vsak dan od 9.00 do 20.00. Če prispete pozneje, se prijavite sami s skrinjico za ključe pri vratih na vrt: kodo vam pošljemo po e-pošti na dan prihoda.',
      },
      facts: contactFacts('limonaia-sirmione', ['09:00', '20:00']),
    },
    {
      id: 'contact-ora-riva-del-garda',
      propertyId: 'ora-riva-del-garda',
      group: countries.IT,
      title: propertyName('ora-riva-del-garda'),
      summary: {
        en: 'A lakefront hotel on the northern shore of Lake Garda, a ten-minute walk along the promenade from the old town of Riva.',
        de: 'Ein Hotel direkt am Nordufer des Gardasees, zehn Gehminuten über die Uferpromenade von der Altstadt von Riva.',
        it: 'Un hotel sul lungolago della sponda nord del Garda, a dieci minuti a piedi lungo la passeggiata dal centro storico di Riva.',
        hr: 'Hotel uz samu obalu na sjeveru jezera Garda, deset minuta šetnje uz obalu od stare jezgre Rive.',
        sl: 'Hotel tik ob severni obali Gardskega jezera, deset minut hoje po sprehajališču od starega mestnega jedra Rive.',
      },
      body: {
        en: 'From Verona Airport the drive takes about an hour and a quarter: take the A22 Brenner motorway to the Rovereto Sud – Lago di Garda Nord exit and follow the signs for Riva. By train, get off at Rovereto and take the bus to Riva, about 40 minutes. A place in the hotel garage can be booked with your stay, and the bike room has tools and space for your own bicycles.\n\nThe reception is open day and night and books windsurfing lessons, lake boat tickets and bike hire for you.',
        de: 'Vom Flughafen Verona fahren Sie etwa eineinviertel Stunden: über die Brennerautobahn A22 bis zur Ausfahrt Rovereto Süd – Gardasee Nord und dann den Schildern nach Riva. Mit dem Zug steigen Sie in Rovereto aus und nehmen den Bus nach Riva, etwa 40 Minuten. Einen Platz in der Hotelgarage buchen Sie mit Ihrem Aufenthalt, und im Fahrradraum gibt es Werkzeug und Platz für Ihre eigenen Räder.\n\nDie Rezeption ist Tag und Nacht besetzt und bucht für Sie Surfkurse, Schiffstickets für den See und Leihfahrräder.',
        it: 'Dall’aeroporto di Verona si arriva in circa un’ora e un quarto: autostrada del Brennero A22 fino all’uscita Rovereto Sud – Lago di Garda Nord, poi le indicazioni per Riva. In treno scenda a Rovereto e prenda l’autobus per Riva, circa 40 minuti. Un posto nel garage dell’hotel si prenota con il soggiorno, e il deposito bici ha attrezzi e spazio per le Sue biciclette.\n\nLa reception è aperta giorno e notte e Le prenota lezioni di windsurf, biglietti dei battelli e noleggio bici.',
        hr: 'Od Zračne luke Verona vožnja traje oko sat i četvrt: autocestom A22 preko Brennera do izlaza Rovereto Sud – Lago di Garda Nord, a zatim pratite oznake za Rivu. Vlakom siđite u Roveretu i autobusom se odvezite do Rive, oko 40 minuta. Mjesto u hotelskoj garaži možete rezervirati uz boravak, a u prostoriji za bicikle ima alata i mjesta za Vaše bicikle.\n\nRecepcija je otvorena danju i noću te Vam rezervira satove jedrenja na dasci, karte za brodove po jezeru i najam bicikala.',
        sl: 'Z letališča Verona se peljete približno uro in četrt: po avtocesti A22 proti Brennerju do izvoza Rovereto Sud – Lago di Garda Nord, nato sledite oznakam za Rivo. Z vlakom izstopite v Roveretu in se z avtobusom zapeljite do Rive, približno 40 minut. Mesto v hotelski garaži lahko rezervirate z bivanjem, v kolesarnici pa sta orodje in prostor za vaša kolesa.\n\nRecepcija je odprta podnevi in ponoči ter vam rezervira tečaje jadranja na deski, vozovnice za ladje po jezeru in izposojo koles.',
      },
      facts: contactFacts('ora-riva-del-garda'),
    },
  ],
}
