import type { Language } from '@resort/core'
import { pagePath } from '@resort/core/site'
import {
  inLanguage,
  type Catalog,
  type CatalogProperty,
} from '../catalog/catalogSnapshot'
import { feedProducts } from './feedNights'
import { element, textElement, xmlDocument, type XmlElement } from './otaXml'

// Issue 35, decision 048: Google's hotel programme learns which properties there are from the
// hotel list feed (developers.google.com/hotels/hotel-prices/xml-reference/hotel-list-feed),
// written in the order its syntax gives. Each listing's id is the property's HotelCode in the
// OpenTravel feeds, so that Google joins a listing with its rooms and prices.

/** Where Google publishes the schema; a listing is written to it, though it cannot be read here. */
const LOCAL_FEED_XSD = 'https://www.gstatic.com/localfeed/local_feed.xsd'

/** The address's components as the simple format names them; a missing one is left out. */
function address(
  property: CatalogProperty,
  province: string | undefined,
): XmlElement {
  const components: [string, string | null | undefined][] = [
    ['addr1', property.street],
    ['city', property.city],
    ['province', province],
    ['postal_code', property.postal_code],
  ]
  return element(
    'address',
    { format: 'simple' },
    components.flatMap(([name, value]) =>
      value ? [textElement('component', value, { name })] : [],
    ),
  )
}

/** One property's listing: its name and description in `language`, its page on the site. */
function listing(
  catalog: Catalog,
  property: CatalogProperty,
  language: Language,
  siteBase: string,
): XmlElement {
  const texts = inLanguage(property.texts, language)
  const region = catalog.regionNames.get(property.region_id)
  const page = new URL(
    pagePath('accommodation', language, property.id),
    siteBase,
  )
  return element('listing', {}, [
    textElement('id', feedProducts(property).hotelCode),
    textElement('name', texts.name),
    address(property, region && inLanguage(region, language)),
    textElement('country', property.country_code),
    textElement('latitude', property.latitude),
    textElement('longitude', property.longitude),
    ...(property.phone
      ? [textElement('phone', property.phone, { type: 'main' })]
      : []),
    // Google's hotel programme, not its vacation rentals: villas and apartment houses are sold
    // as a hotel's rooms are, by the night with a front desk (the property's reception).
    textElement('category', 'hotel'),
    element('content', {}, [
      element('text', { type: 'description' }, [
        textElement('link', page.href),
        textElement('title', texts.name),
        textElement('body', texts.summary),
      ]),
    ]),
  ])
}

/** Every property of the catalog as Google's hotel list feed, its texts in `language`. */
export function hotelListFeed(
  catalog: Catalog,
  language: Language,
  siteBase: string,
): string {
  return xmlDocument(
    element(
      'listings',
      {
        'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        'xsi:noNamespaceSchemaLocation': LOCAL_FEED_XSD,
      },
      [
        textElement('language', language),
        ...catalog.properties.map((property) =>
          listing(catalog, property, language, siteBase),
        ),
      ],
    ),
  )
}
