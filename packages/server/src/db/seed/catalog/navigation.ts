import { LANGUAGES } from '@resort/core'
import { type PageId, slugOf } from '@resort/core/site'
import type { SeedNavigationItem, Translated } from '../catalogTypes'

/** An item links to a page of the site's route table, by the page's slug in each language. */
function item(path: PageId, label: Translated): SeedNavigationItem {
  const slug = Object.fromEntries(
    LANGUAGES.map((language) => [language, slugOf(path, language)]),
  ) as Translated
  return { id: `secondary-${path}`, menu: 'secondary', path, label, slug }
}

/** The secondary navigation, in display order. */
export const navigation: SeedNavigationItem[] = [
  item('accommodation', {
    en: 'Accommodation',
    de: 'Unterkunft',
    it: 'Alloggi',
    hr: 'Smještaj',
    sl: 'Namestitev',
  }),
  item('offers', {
    en: 'Offers',
    de: 'Angebote',
    it: 'Offerte',
    hr: 'Ponude',
    sl: 'Ponudbe',
  }),
  item('wellness', {
    en: 'Wellness',
    de: 'Wellness',
    it: 'Benessere',
    hr: 'Wellness',
    sl: 'Wellness',
  }),
  item('restaurants-and-bars', {
    en: 'Restaurants & bars',
    de: 'Restaurants & Bars',
    it: 'Ristoranti e bar',
    hr: 'Restorani i barovi',
    sl: 'Restavracije in bari',
  }),
  item('activities-and-fun', {
    en: 'Activities & fun',
    de: 'Aktivitäten & Freizeit',
    it: 'Attività e divertimento',
    hr: 'Aktivnosti i zabava',
    sl: 'Aktivnosti in zabava',
  }),
  item('events', {
    en: 'Events',
    de: 'Veranstaltungen',
    it: 'Eventi',
    hr: 'Događanja',
    sl: 'Dogodki',
  }),
  item('reviews', {
    en: 'Reviews',
    de: 'Bewertungen',
    it: 'Recensioni',
    hr: 'Recenzije',
    sl: 'Mnenja gostov',
  }),
  item('gallery', {
    en: 'Gallery',
    de: 'Galerie',
    it: 'Galleria',
    hr: 'Galerija',
    sl: 'Galerija',
  }),
  item('location', {
    en: 'Location',
    de: 'Lage',
    it: 'Posizione',
    hr: 'Lokacija',
    sl: 'Lokacija',
  }),
  item('faq', {
    en: 'FAQ',
    de: 'Häufige Fragen',
    it: 'Domande frequenti',
    hr: 'Česta pitanja',
    sl: 'Pogosta vprašanja',
  }),
  item('contact', {
    en: 'Contact',
    de: 'Kontakt',
    it: 'Contatti',
    hr: 'Kontakt',
    sl: 'Kontakt',
  }),
]
