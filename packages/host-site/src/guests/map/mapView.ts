// The map itself (issue 16): maplibre-gl, loaded by PropertyMap after the page has hydrated and
// gone idle, and imported nowhere else, so no other page's chunks carry it.
import 'maplibre-gl/dist/maplibre-gl.css'
import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl'
// Hashed files of the site's own: the CSP's script-src 'self' admits the worker as it is, with no
// blob: URL, and connect-src 'self' the base map.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import baseMapUrl from './baseMap.json?url'
import {
  BASE_MAP_MAX_ZOOM,
  BASE_MAP_REGION,
  baseMapStyle,
} from './baseMapStyle'
import { spreadApart } from './spreadApart'

/** A property as its marker shows it. */
export interface MarkerPoint {
  propertyId: string
  name: string
  /** The marker's accessible name: the name and the property's facts. */
  label: string
  href: string
  latitude: number
  longitude: number
}

export interface MapViewOptions {
  /** An empty element whose size the page's CSS sets. */
  container: HTMLElement
  /** In the order Tab reaches them. */
  points: MarkerPoint[]
  /** The box that holds every property, shown first. */
  bounds: { north: number; south: number; east: number; west: number }
  /** A tile style instead of the site's own base map. */
  styleUrl?: string | undefined
  /** Shown first instead of the whole box. */
  selectedId?: string | undefined
  /** maplibre's own labels (zoom buttons, the canvas), in the page's language. */
  locale: Record<string, string>
  /** A marker chosen without a modifier key: the page navigates in place. */
  onOpen: (href: string) => void
  onReady: () => void
  /** No WebGL, or the style could not be loaded: the page's list stands in. */
  onFail: () => void
}

export interface MapView {
  /** Marks a property and moves the map and keyboard focus to it. */
  select: (propertyId: string | undefined) => void
  remove: () => void
}

// A town and its surroundings.
const PROPERTY_ZOOM = 8
const TILE_STYLE_MAX_ZOOM = 17
// Pixels between two markers' centres: their 28px targets (map.css) never overlap.
const MARKER_GAP = 30

const absolute = (url: string) => new URL(url, location.href).href

/** A real link: its name for screen readers, Tab and Enter for keyboards. */
function markerElement(point: MarkerPoint): HTMLAnchorElement {
  const link = document.createElement('a')
  link.className = 'property-map__marker'
  link.href = point.href
  link.setAttribute('aria-label', point.label)
  const pin = document.createElement('span')
  pin.className = 'property-map__pin'
  const name = document.createElement('span')
  name.className = 'property-map__marker-name'
  name.textContent = point.name
  // The link's label already says it.
  pin.setAttribute('aria-hidden', 'true')
  name.setAttribute('aria-hidden', 'true')
  link.append(pin, name)
  return link
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey

/** Draws the map with a marker per property into `container`. */
export function showMap(options: MapViewOptions): MapView {
  setWorkerUrl(absolute(workerUrl))
  const ownBaseMap = !options.styleUrl
  const first = options.points.find(
    (point) => point.propertyId === options.selectedId,
  )
  const { north, south, east, west } = options.bounds
  let map: MapLibreMap
  try {
    map = new MapLibreMap({
      container: options.container,
      style: options.styleUrl ?? baseMapStyle(absolute(baseMapUrl)),
      ...(first
        ? { center: [first.longitude, first.latitude], zoom: PROPERTY_ZOOM }
        : {
            bounds: [
              [west, south],
              [east, north],
            ],
            fitBoundsOptions: { padding: 40 },
          }),
      ...(ownBaseMap ? { maxBounds: BASE_MAP_REGION } : {}),
      maxZoom: ownBaseMap ? BASE_MAP_MAX_ZOOM : TILE_STYLE_MAX_ZOOM,
      // North stays up: turning and tilting only confuse a map of a few places.
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      attributionControl: { compact: true },
      locale: options.locale,
    })
  } catch {
    // maplibre throws when the browser gives it no WebGL 2.
    options.onFail()
    return { select: () => {}, remove: () => {} }
  }
  map.keyboard.disableRotation()
  map.touchZoomRotate.disableRotation()
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right')

  let loaded = false
  map.once('load', () => {
    loaded = true
    options.onReady()
  })
  // A listener keeps maplibre from writing errors to the console; once drawn, a tile that
  // failed leaves a gap, not a broken page.
  map.on('error', () => {
    if (!loaded) options.onFail()
  })

  const markers = new Map<string, HTMLAnchorElement>()
  const placed: { marker: Marker; at: [number, number] }[] = []
  for (const point of options.points) {
    const element = markerElement(point)
    const at: [number, number] = [point.longitude, point.latitude]
    element.addEventListener('click', (event) => {
      if (!plainClick(event)) return
      event.preventDefault()
      options.onOpen(point.href)
    })
    // A marker reached by Tab outside the view comes into it.
    element.addEventListener('focus', () => {
      if (!map.getBounds().contains(at)) map.easeTo({ center: at })
    })
    const marker = new Marker({ element, anchor: 'center' })
      .setLngLat(at)
      .addTo(map)
    markers.set(point.propertyId, element)
    placed.push({ marker, at })
  }
  // Zoomed out, neighbouring towns (Rovinj and Poreč, Bled and Bohinj) would overlap: their
  // markers move apart by a few pixels. Panning keeps distances, so only zooming asks again.
  const spread = () => {
    const offsets = spreadApart(
      placed.map(({ at }) => map.project(at)),
      MARKER_GAP,
    )
    placed.forEach(({ marker }, index) => {
      const { x, y } = offsets[index] ?? { x: 0, y: 0 }
      marker.setOffset([x, y])
    })
  }
  spread()
  map.on('zoom', spread)

  const mark = (propertyId: string | undefined) => {
    for (const [id, element] of markers) {
      element.classList.toggle('is-selected', id === propertyId)
      if (id === propertyId) element.setAttribute('aria-current', 'true')
      else element.removeAttribute('aria-current')
    }
  }
  mark(first?.propertyId)

  return {
    select(propertyId) {
      mark(propertyId)
      const point = options.points.find(
        (candidate) => candidate.propertyId === propertyId,
      )
      if (!point) return
      // Focus first: the flight then overrides the easing a focused marker asks for.
      markers.get(point.propertyId)?.focus({ preventScroll: true })
      options.container.scrollIntoView({ block: 'nearest' })
      map.flyTo({
        center: [point.longitude, point.latitude],
        zoom: Math.max(map.getZoom(), PROPERTY_ZOOM),
      })
    },
    remove: () => map.remove(),
  }
}
