// The one way to declare a part loaded on demand (ESLint refuses React's `lazy` elsewhere): its
// chunk asked for while the page hydrates keeps the phase open until it has arrived, so its
// static parts keep the server's markup (decision 030), and the server links its stylesheet.
// eslint-disable-next-line no-restricted-imports
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

type PropsOf<T> = T extends ComponentType<infer Props> ? Props : never

/**
 * The pages of one chunk (a module exporting several, such as the admin area's): each one by
 * its export's name, declared with lazyPage.
 */
export const lazyPages =
  <Module,>(source: string, load: () => Promise<Module>) =>
  <Name extends keyof Module>(name: Name) =>
    lazyPage(
      source,
      () =>
        load().then((module) => module[name]) as Promise<
          ComponentType<PropsOf<Module[Name]> & object>
        >,
    )
