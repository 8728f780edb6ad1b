import type { InteractiveMap } from '@resort/core/api'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import type { MapView, MarkerPoint } from './mapView'

type Loading = 'waiting' | 'loading' | 'ready' | 'failed'

// The server never draws the map: its renderer does not even carry maplibre.
const loadMapView = () =>
  import.meta.env.SSR
    ? Promise.reject(new Error('The map is drawn in the browser only'))
    : import('./mapView')

// What counts as the guest's first interaction with the page: a pointer, a touch, a key, a scroll.
const INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
] as const

/**
 * Runs `task` at the guest's first interaction with the page, or at once when `now()` is called.
 * maplibre's half a second of work at 4x CPU then never holds back the page's first use
 * (Lighthouse's TBT was 513 ms when it loaded as soon as the page was idle, issue 15's bound 100).
 */
function atFirstInteraction(task: () => void) {
  let done = false
  const stop = () => {
    for (const type of INTERACTIONS)
      window.removeEventListener(type, run, { capture: true })
  }
  function run() {
    if (done) return
    done = true
    stop()
    task()
  }
  for (const type of INTERACTIONS)
    window.addEventListener(type, run, { capture: true, passive: true })
  return {
    now: run,
    cancel: () => {
      done = true
      stop()
    },
  }
}

/**
 * The map of the properties (issue 16): its box keeps its size from the server's first paint;
 * maplibre loads into it at the guest's first interaction with the page (or its button). A
 * property chosen after that (the list's "show on the map") gets the keyboard focus; the one the
 * address asked for at first only shows.
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
  const [loading, setLoading] = useState<Loading>('waiting')
  const start = useRef<() => void>(undefined)
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
    const pending = atFirstInteraction(() => {
      setLoading('loading')
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
    start.current = pending.now
    return () => {
      stopped = true
      pending.cancel()
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
        {loading === 'waiting' ? (
          <button
            type="button"
            className="property-map__start"
            onClick={() => start.current?.()}
          >
            {t('map.start')}
          </button>
        ) : null}
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
