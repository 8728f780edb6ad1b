import type { InteractiveMap } from '@resort/core/api'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from '../i18n/translation'
import type { MapView, MarkerPoint } from './mapView'

type Loading = 'loading' | 'ready' | 'failed'

// The server never draws the map: its renderer does not even carry maplibre.
const loadMapView = () =>
  import.meta.env.SSR
    ? Promise.reject(new Error('The map is drawn in the browser only'))
    : import('./mapView')

/** Runs `task` once the browser is idle (soon at the latest), so the map never delays the page. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 200)
  return () => clearTimeout(id)
}

/**
 * The map of the properties (issue 16): its box keeps its size from the server's first paint;
 * maplibre loads into it after the page has hydrated. A property chosen after that (the list's
 * "show on the map") gets the keyboard focus; the one the address asked for at first only shows.
 */
export function PropertyMap({
  points,
  bounds,
  styleUrl,
  selected,
}: {
  points: MarkerPoint[]
  bounds: InteractiveMap['bounds']
  styleUrl?: string | undefined
  selected?: { propertyId: string; name: string; city: string } | undefined
}) {
  const { t } = useTranslation('map')
  const navigate = useNavigate()
  const container = useRef<HTMLDivElement>(null)
  const view = useRef<MapView | undefined>(undefined)
  const [loading, setLoading] = useState<Loading>('loading')
  const selectedId = selected?.propertyId
  // Read when the map is made and a marker chosen, without making the map again.
  const latest = useRef({ selectedId, navigate })
  useEffect(() => {
    latest.current = { selectedId, navigate }
  })
  const locale = useMemo(
    () => ({
      'Map.Title': t('map.canvas'),
      'NavigationControl.ZoomIn': t('map.zoom_in'),
      'NavigationControl.ZoomOut': t('map.zoom_out'),
      'AttributionControl.ToggleAttribution': t('map.credits'),
    }),
    [t],
  )

  useEffect(() => {
    const element = container.current
    if (!element) return
    let stopped = false
    const cancel = whenIdle(() => {
      loadMapView().then(
        ({ showMap }) => {
          if (stopped) return
          view.current = showMap({
            container: element,
            points,
            bounds,
            styleUrl,
            selectedId: latest.current.selectedId,
            locale,
            onOpen: (href) => void latest.current.navigate(href),
            onReady: () => {
              if (!stopped) setLoading('ready')
            },
            onFail: () => {
              if (!stopped) setLoading('failed')
            },
          })
        },
        () => {
          if (!stopped) setLoading('failed')
        },
      )
    })
    return () => {
      stopped = true
      cancel()
      view.current?.remove()
      view.current = undefined
    }
  }, [points, bounds, styleUrl, locale])

  // The first selection is where the map starts; later ones move it.
  const shown = useRef(selectedId)
  useEffect(() => {
    if (shown.current === selectedId) return
    shown.current = selectedId
    view.current?.select(selectedId)
  }, [selectedId])

  return (
    <section className="property-map" aria-labelledby="property-map-title">
      <h2 id="property-map-title" className="visually-hidden">
        {t('map.title')}
      </h2>
      {selected ? (
        <p className="property-map__selected">
          {t('map.selected', { name: selected.name, city: selected.city })}
        </p>
      ) : null}
      <div className="property-map__frame">
        <div ref={container} className="property-map__canvas" />
        <p
          role="status"
          className={`property-map__status property-map__status--${loading}`}
        >
          {loading === 'loading'
            ? t('map.loading')
            : loading === 'failed'
              ? t('map.unavailable')
              : ''}
        </p>
      </div>
      <p className="property-map__help">{t('map.help')}</p>
    </section>
  )
}
