import type { MapOptions } from 'maplibre-gl'

type Style = Exclude<NonNullable<MapOptions['style']>, string>

/**
 * The box baseMap.json covers (scripts/build-base-map.mjs writes both), west-south and
 * east-north: the map on the site's own base map never shows beyond it.
 */
export const BASE_MAP_REGION: [[number, number], [number, number]] = [
  [8, 41],
  [21, 48],
]

/** Past this the 1:10m coast looks coarse. */
export const BASE_MAP_MAX_ZOOM = 10

// The design tokens' palette (styles/tokens.css); a map style takes colours, not CSS variables.
const SEA = '#cfe2e7'
const LAND = '#fbfaf6'
const COAST = '#7f9aa2'
const BORDER = '#5f6b76'

/**
 * The map's style without a tile server: sea, Natural Earth's land and the borders between
 * countries from one GeoJSON file. No text layers, so no glyph server: the properties are
 * markers of their own, and the places are named in the list beside the map.
 */
export function baseMapStyle(baseMapUrl: string): Style {
  return {
    version: 8,
    sources: {
      'base-map': {
        type: 'geojson',
        data: baseMapUrl,
        attribution: 'Natural Earth',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      {
        id: 'land',
        type: 'fill',
        source: 'base-map',
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'fill-color': LAND },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'base-map',
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'line-color': COAST, 'line-width': 0.8 },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'base-map',
        filter: ['==', ['get', 'kind'], 'border'],
        paint: {
          'line-color': BORDER,
          'line-width': 1.2,
          'line-dasharray': [3, 2],
        },
      },
    ],
  }
}
