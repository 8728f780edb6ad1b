import { todayIso } from '@resort/core/stay'
import type { RouteModule } from '../appContext'
import {
  interactiveMap,
  navigationProperties,
  secondaryNavigation,
} from '../catalog/siteContent'
import { readContentPage } from '../content/contentPage'

/** /api/v1/contentful/*: the site's navigation, map and content pages, per language. */
export const contentRoutes: RouteModule = (handle, { catalog, db }) => {
  handle('secondaryNavigation', async ({ lang }) =>
    secondaryNavigation(await catalog.get(), lang),
  )
  handle('interactiveMap', async ({ lang }) =>
    interactiveMap(await catalog.get(), lang),
  )
  handle('navigationProperties', async ({ lang }) =>
    navigationProperties(await catalog.get(), lang),
  )
  handle('contentPage', async ({ lang, page }) =>
    readContentPage(db, await catalog.get(), page, lang, todayIso()),
  )
}
