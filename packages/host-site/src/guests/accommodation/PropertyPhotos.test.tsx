import type { Picture } from '@resort/core/api'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AccommodationRoute } from '../../platform/routing/AccommodationRoute'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { renderSite } from '../../testing/renderSite'
import {
  fakeSiteApi,
  propertyOffer,
  stayOf,
  unitOffer,
} from '../../testing/siteFixtures'

const STAY = 'dateFrom=2099-07-01&dateTo=2099-07-04&adults=2&children=0'
const routes = onPage('/:lang/:slug/:item', <AccommodationRoute />)

const photo = (n: number, alt: string): Picture => ({
  src: `/media/photos/cissa-${n}/2.jpg`,
  alt,
  caption: '',
})
const PROPERTY_PICTURES = [
  photo(1, 'The hotel above the pines at dusk'),
  photo(2, 'The pool below the terrace'),
  photo(3, 'Breakfast on the terrace'),
  photo(4, 'The rocky beach'),
]
const ROOM_PICTURES = [
  photo(5, 'Double bed towards the window'),
  photo(6, 'Bathroom with a walk-in shower'),
]

/** Hotel Cissa with staff's photos: four of the property, two of its room. */
function withPhotos(lang = 'en') {
  const api = fakeSiteApi({
    property: (query) => {
      const offer = propertyOffer(stayOf(query), [
        unitOffer({
          images: ROOM_PICTURES.map((picture) => picture.src),
          pictures: ROOM_PICTURES,
        }),
      ])
      offer.property.images = PROPERTY_PICTURES.map((picture) => picture.src)
      offer.property.pictures = PROPERTY_PICTURES
      return Promise.resolve(offer)
    },
  })
  const path = lang === 'de' ? 'unterkunft' : 'accommodation'
  renderSite(`/${lang}/${path}/cissa-rovinj?${STAY}`, api, routes)
}

describe('the property page’s pictures (issue 33)', () => {
  it('issue 33: the photo header shows the first three pictures with staff’s alt texts; only the first loads at once, each at its slot’s width', async () => {
    withPhotos()
    await screen.findByRole('heading', { level: 1, name: 'Hotel Cissa' })
    const header = screen
      .getByRole('img', { name: 'The hotel above the pines at dusk' })
      .closest('ul')!
    const pictures = within(header).getAllByRole('img')
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual([
      'The hotel above the pines at dusk',
      'The pool below the terrace',
      'Breakfast on the terrace',
    ])
    // The fourth is the gallery's.
    expect(screen.queryByRole('img', { name: 'The rocky beach' })).toBeNull()
    const [large, ...small] = pictures
    expect(large).toHaveClass('property-detail__photo')
    expect(document.querySelectorAll('.property-detail__photo')).toHaveLength(1)
    expect(large).toHaveAttribute('fetchpriority', 'high')
    expect(large).not.toHaveAttribute('loading')
    expect(large).toHaveAttribute(
      'sizes',
      '(min-width: 67rem) 42.5rem, (min-width: 40rem) calc(66.7vw - 2.3rem), calc(100vw - 3rem)',
    )
    for (const picture of small) {
      expect(picture).toHaveAttribute('loading', 'lazy')
      expect(picture).not.toHaveAttribute('fetchpriority')
      expect(picture).toHaveAttribute(
        'sizes',
        '(min-width: 67rem) 21.25rem, calc(33.3vw - 1.2rem)',
      )
    }
    // Every box has its ratio before its picture arrives.
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('width', '600')
      expect(picture).toHaveAttribute('height', '400')
    }
    expect(
      screen.getByRole('link', { name: 'All pictures of Hotel Cissa' }),
    ).toHaveAttribute('href', '/en/gallery/cissa-rovinj')
    await expectNoAxeViolations()
  })

  it('issue 33: a room’s card shows its pictures as a named list, the first large, all lazy, with the data’s alt texts', async () => {
    withPhotos()
    const room = await screen.findByRole('article', {
      name: 'Classic double room',
    })
    const gallery = within(room).getByRole('list', {
      name: 'Pictures of the Classic double room',
    })
    const pictures = within(gallery).getAllByRole('img')
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual([
      'Double bed towards the window',
      'Bathroom with a walk-in shower',
    ])
    for (const picture of pictures)
      expect(picture).toHaveAttribute('loading', 'lazy')
    expect(pictures[0]).toHaveAttribute(
      'src',
      '/media/photos/cissa-5/2-640.webp',
    )
    expect(pictures[1]).toHaveAttribute(
      'sizes',
      '(min-width: 48rem) 9rem, 25vw',
    )
    await expectNoAxeViolations()
  })

  it('issue 33: without staff’s texts the header’s one picture and the rooms’ still say what they show, in the page’s language', async () => {
    // The fixture's answer has only the pictures' addresses.
    renderSite(`/de/unterkunft/cissa-rovinj?${STAY}`, fakeSiteApi(), routes)
    expect(
      await screen.findByRole('img', {
        name: 'Ansicht von Hotel Cissa und Umgebung',
      }),
    ).toHaveAttribute('fetchpriority', 'high')
    expect(
      screen.getByRole('img', { name: 'Ansicht: Classic double room' }),
    ).toHaveAttribute('loading', 'lazy')
    expect(
      screen.getByRole('link', { name: 'Alle Bilder von Hotel Cissa' }),
    ).toHaveAttribute('href', '/de/galerie/cissa-rovinj')
    await expectNoAxeViolations()
  })
})
