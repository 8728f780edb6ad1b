import { todayIso } from '@resort/core/stay'
import type { RouteModule } from '../appContext'
import { propertyUnits } from '../catalog/propertyUnits'
import {
  interactiveMap,
  navigationProperties,
  secondaryNavigation,
} from '../catalog/siteContent'
import { readContentPage } from '../content/contentPage'

/**
 * /api/v1/contentful/*: the site's navigation, map, content pages, and each property's gallery
 * and unit types, per language.
 */
export const contentRoutes: RouteModule = (
  handle,
  { catalog, db, mapStyleUrl },
) => {
  handle('secondaryNavigation', async ({ lang }) =>
    secondaryNavigation(await catalog.get(), lang),
  )
  handle('interactiveMap', async ({ lang }) =>
    interactiveMap(await catalog.get(), lang, mapStyleUrl),
  )
  handle('navigationProperties', async ({ lang }) =>
    navigationProperties(await catalog.get(), lang),
  )
  handle('propertyUnits', async ({ lang, propertyId }) =>
    propertyUnits(await catalog.get(), lang, propertyId),
  )
  handle('contentPage', async ({ lang, page }) =>
    readContentPage(db, await catalog.get(), page, lang, todayIso()),
  )
}
