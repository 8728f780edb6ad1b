import {
  adminContentPage,
  saveContentEntry,
  saveContentPage,
} from '../admin/contentEdits'
import { addContentEntry, removeContentEntry } from '../admin/contentEntries'
import type { RouteModule } from '../appContext'

/** The content pages (issue 16): staff edit their texts in five languages, add and remove entries. */
export const adminContentRoutes: RouteModule = (handle, context) => {
  const deps = context.accounts

  handle('adminContentPage', async ({ page }) =>
    adminContentPage(deps.db, page),
  )
  handle('saveContentPage', async (body, { caller: admin }) =>
    saveContentPage(deps.db, admin, body, deps.now()),
  )
  handle('saveContentEntry', async (body, { caller: admin }) =>
    saveContentEntry(deps.db, admin, body, deps.now()),
  )
  handle('addContentEntry', async (body, { caller: admin }) => {
    return addContentEntry(
      deps.db,
      await context.catalog.get(),
      admin,
      body,
      deps.now(),
    )
  })
  handle('removeContentEntry', async (body, { caller: admin }) =>
    removeContentEntry(deps.db, admin, body, deps.now()),
  )
}
