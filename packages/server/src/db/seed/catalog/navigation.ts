import { SITE_PAGES } from '@resort/core/site'
import type { SeedNavigationItem, Translated } from '../catalogTypes'

/** A page whose slug is the route segment in every language (SPEC 2 localizes only some). */
function sameSlug(path: string): Translated {
  return { en: path, de: path, it: path, hr: path, sl: path }
}

function item(
  path: string,
  label: Translated,
  slug: Translated = sameSlug(path),
): SeedNavigationItem {
  return { id: `secondary-${path}`, menu: 'secondary', path, label, slug }
}

/** The secondary navigation, in display order. */
export const navigation: SeedNavigationItem[] = [
  item(
    'accommodation',
    {
      en: 'Accommodation',
      de: 'Unterkunft',
      it: 'Alloggi',
      hr: 'Smještaj',
      sl: 'Namestitev',
    },
    // The site's route table holds the localized slug (issue 15).
    SITE_PAGES.accommodation.slug,
  ),
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
  item(
    'reviews',
    {
      en: 'Reviews',
      de: 'Bewertungen',
      it: 'Recensioni',
      hr: 'Recenzije',
      sl: 'Mnenja gostov',
    },
    {
      en: 'reviews',
      de: 'bewertungen',
      it: 'recensioni',
      hr: 'recenzije',
      sl: 'mnenja-gostov',
    },
  ),
  item(
    'gallery',
    {
      en: 'Gallery',
      de: 'Galerie',
      it: 'Galleria',
      hr: 'Galerija',
      sl: 'Galerija',
    },
    {
      en: 'gallery',
      de: 'galerie',
      it: 'galleria',
      hr: 'galerija',
      sl: 'galerija',
    },
  ),
  item(
    'location',
    {
      en: 'Location',
      de: 'Lage',
      it: 'Posizione',
      hr: 'Lokacija',
      sl: 'Lokacija',
    },
    {
      en: 'location',
      de: 'lage',
      it: 'posizione',
      hr: 'lokacija',
      sl: 'lokacija',
    },
  ),
  item('faq', {
    en: 'FAQ',
    de: 'Häufige Fragen',
    it: 'Domande frequenti',
    hr: 'Česta pitanja',
    sl: 'Pogosta vprašanja',
  }),
  item(
    'contact',
    {
      en: 'Contact',
      de: 'Kontakt',
      it: 'Contatti',
      hr: 'Kontakt',
      sl: 'Kontakt',
    },
    {
      en: 'contact',
      de: 'kontakt',
      it: 'contatti',
      hr: 'kontakt',
      sl: 'kontakt',
    },
  ),
]
