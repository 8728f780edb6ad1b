import type { RouteModule } from '../appContext'
import {
  interactiveMap,
  navigationProperties,
  secondaryNavigation,
} from '../catalog/siteContent'

/** /api/v1/contentful/*: the site's navigation and map content, per language. */
export const contentRoutes: RouteModule = (handle, { catalog }) => {
  handle('secondaryNavigation', async ({ lang }) =>
    secondaryNavigation(await catalog.get(), lang),
  )
  handle('interactiveMap', async ({ lang }) =>
    interactiveMap(await catalog.get(), lang),
  )
  handle('navigationProperties', async ({ lang }) =>
    navigationProperties(await catalog.get(), lang),
  )
}
