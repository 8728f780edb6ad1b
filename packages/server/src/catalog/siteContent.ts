import type { Language } from '@resort/core'
import type {
  InteractiveMap,
  NavigationProperties,
  SecondaryNavigation,
} from '@resort/core/api'
import { pagePath } from '@resort/core/site'
import {
  inLanguage,
  type Catalog,
  type CatalogProperty,
} from './catalogSnapshot'

const PROPERTY_TYPES = ['hotel', 'villa', 'apartment'] as const

/** The secondary menu in a language, with each page's localized slug. */
export function secondaryNavigation(
  catalog: Catalog,
  language: Language,
): SecondaryNavigation {
  return {
    items: catalog.navigation
      .filter((item) => item.menu === 'secondary')
      .map((item) => {
        const texts = inLanguage(item.texts, language)
        return {
          id: item.id,
          key: item.path,
          label: texts.label,
          href: `/${language}/${texts.slug}`,
        }
      }),
  }
}

/** A property as menus and lists link to it: its names in a language and its page's path. */
export function propertyLink(
  catalog: Catalog,
  property: CatalogProperty,
  language: Language,
) {
  const region = catalog.regionNames.get(property.region_id)
  return {
    propertyId: property.id,
    name: inLanguage(property.texts, language).name,
    type: property.type,
    stars: property.stars,
    city: property.city,
    regionId: property.region_id,
    regionName: region ? inLanguage(region, language) : '',
    href: pagePath('accommodation', language, property.id),
  }
}

/**
 * Every property as a point on the map, the regions, and the box that holds them all; with the
 * tile style to draw them on when one is configured.
 */
export function interactiveMap(
  catalog: Catalog,
  language: Language,
  styleUrl?: string,
): InteractiveMap {
  const points = catalog.properties.map((property) => ({
    ...propertyLink(catalog, property, language),
    latitude: property.latitude,
    longitude: property.longitude,
  }))
  const latitudes = points.map((point) => point.latitude)
  const longitudes = points.map((point) => point.longitude)
  const regions = [...catalog.regionNames.entries()].map(
    ([regionId, names]) => {
      const inRegion = catalog.properties.filter(
        (property) => property.region_id === regionId,
      )
      return {
        regionId,
        name: inLanguage(names, language),
        countryCode: inRegion[0]?.country_code ?? '',
        propertyCount: inRegion.length,
      }
    },
  )
  return {
    bounds: {
      north: Math.max(...latitudes),
      south: Math.min(...latitudes),
      east: Math.max(...longitudes),
      west: Math.min(...longitudes),
    },
    regions: regions.filter((region) => region.propertyCount > 0),
    points,
    ...(styleUrl ? { styleUrl } : {}),
  }
}

/** The properties for the site's menu, grouped by type. */
export function navigationProperties(
  catalog: Catalog,
  language: Language,
): NavigationProperties {
  return {
    groups: PROPERTY_TYPES.map((type) => ({
      type,
      properties: catalog.properties
        .filter((property) => property.type === type)
        .map((property) => ({
          ...propertyLink(catalog, property, language),
          image: property.images[0] ?? '',
        })),
    })).filter((group) => group.properties.length > 0),
  }
}
