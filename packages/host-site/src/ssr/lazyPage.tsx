import { lazy, type ComponentType } from 'react'
import { hydrationAwaits } from './hydration'
import { useServerPage } from './serverPage'

/**
 * A page loaded on demand (its own chunk). Rendered on the server, it names its module
 * (`source`, as the build's manifest does: `src/map/MapPage.tsx`), so that the page's head links
 * the chunk's stylesheet and the first paint is styled; the browser then finds it linked.
 */
export function lazyPage<Props extends object>(
  source: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Page = lazy(() =>
    hydrationAwaits(load()).then((component) => ({ default: component })),
  )
  function PageChunk(props: Props) {
    useServerPage()?.say({ chunks: [source] })
    return <Page {...props} />
  }
  return PageChunk
}
