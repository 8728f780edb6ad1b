import type { SeedContentPage } from '../contentTypes'
import { croatianDirections } from './location/croatia'
import { italianDirections } from './location/italy'
import { locationEntry } from './location/locationEntry'
import { slovenianDirections } from './location/slovenia'

/**
 * Location (SPEC 2, issue 16): where each of the fourteen properties lies and how to get there,
 * one entry per property; the site shows each on a page of its own.
 */
export const locationPage: SeedContentPage = {
  id: 'location',
  title: {
    en: 'Location and directions',
    de: 'Lage und Anreise',
    it: 'Posizione e come arrivare',
    hr: 'Lokacija i kako do nas',
    sl: 'Lokacija in kako do nas',
  },
  description: {
    en: 'Where our fourteen hotels, villas and apartments lie in Croatia, Slovenia and Italy, and how to reach each by car, plane, train, bus or boat.',
    de: 'Wo unsere vierzehn Hotels, Villen und Appartements in Kroatien, Slowenien und Italien liegen und wie Sie mit Auto, Flugzeug, Bahn, Bus oder Schiff hinkommen.',
    it: 'Dove si trovano i nostri quattordici hotel, ville e appartamenti in Croazia, Slovenia e Italia, e come raggiungerli in auto, aereo, treno, autobus o nave.',
    hr: 'Gdje se nalazi četrnaest naših hotela, vila i apartmana u Hrvatskoj, Sloveniji i Italiji te kako do njih automobilom, zrakoplovom, vlakom, autobusom ili brodom.',
    sl: 'Kje je naših štirinajst hotelov, vil in apartmajev na Hrvaškem, v Sloveniji in Italiji ter kako do njih z avtom, letalom, vlakom, avtobusom ali ladjo.',
  },
  intro: {
    en: 'Our properties lie between the Adriatic and the Alps: on the coast of Istria, Kvarner and Dalmatia, by the lakes of the Julian Alps and on the Slovenian coast, in the Dolomites and on Lake Garda. Most are within two hours of an international airport. Choose a property for its address, the way by car, plane, train, bus or boat, and where to park.',
    de: 'Unsere Häuser liegen zwischen Adria und Alpen: an der Küste Istriens, der Kvarner-Bucht und Dalmatiens, an den Seen der Julischen Alpen und an der slowenischen Küste, in den Dolomiten und am Gardasee. Die meisten erreichen Sie in höchstens zwei Stunden von einem internationalen Flughafen. Wählen Sie ein Haus für seine Adresse, die Anreise mit Auto, Flugzeug, Bahn, Bus oder Schiff und die Parkmöglichkeiten.',
    it: 'Le nostre strutture si trovano tra l’Adriatico e le Alpi: sulla costa dell’Istria, del Quarnero e della Dalmazia, sui laghi delle Alpi Giulie e sulla costa slovena, nelle Dolomiti e sul lago di Garda. La maggior parte è a meno di due ore da un aeroporto internazionale. Scelga una struttura per vedere l’indirizzo, come arrivare in auto, aereo, treno, autobus o nave, e dove parcheggiare.',
    hr: 'Naši se objekti nalaze između Jadrana i Alpa: na obali Istre, Kvarnera i Dalmacije, uz jezera Julijskih Alpa i na slovenskoj obali, u Dolomitima i na jezeru Garda. Većina je najviše dva sata udaljena od neke međunarodne zračne luke. Odaberite objekt kako biste vidjeli adresu, kako doći automobilom, zrakoplovom, vlakom, autobusom ili brodom te gdje parkirati.',
    sl: 'Naše nastanitve ležijo med Jadranom in Alpami: na obali Istre, Kvarnerja in Dalmacije, ob jezerih Julijskih Alp in na slovenski obali, v Dolomitih in ob Gardskem jezeru. Večina je največ dve uri oddaljena od mednarodnega letališča. Izberite nastanitev in si oglejte njen naslov, pot z avtom, letalom, vlakom, avtobusom ali ladjo ter možnosti parkiranja.',
  },
  entries: [
    ...croatianDirections,
    ...slovenianDirections,
    ...italianDirections,
  ].map(locationEntry),
}
