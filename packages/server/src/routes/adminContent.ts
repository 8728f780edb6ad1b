import { createAccountDeps } from '../accounts/accountDeps'
import { requireAdmin } from '../admin/adminAccess'
import {
  adminContentPage,
  saveContentEntry,
  saveContentPage,
} from '../admin/contentEdits'
import { addContentEntry, removeContentEntry } from '../admin/contentEntries'
import type { RouteModule } from '../appContext'

/** The content pages (issue 16): staff edit their texts in five languages, add and remove entries. */
export const adminContentRoutes: RouteModule = (handle, context) => {
  const deps = createAccountDeps(context)

  handle('adminContentPage', async ({ page }, { request, reply }) => {
    reply.header('cache-control', 'no-store')
    await requireAdmin(deps, request)
    return adminContentPage(deps.db, page)
  })
  handle('saveContentPage', async (body, { request, reply }) => {
    reply.header('cache-control', 'no-store')
    const admin = await requireAdmin(deps, request)
    return saveContentPage(deps.db, admin, body, deps.now())
  })
  handle('saveContentEntry', async (body, { request, reply }) => {
    reply.header('cache-control', 'no-store')
    const admin = await requireAdmin(deps, request)
    return saveContentEntry(deps.db, admin, body, deps.now())
  })
  handle('addContentEntry', async (body, { request, reply }) => {
    reply.header('cache-control', 'no-store')
    const admin = await requireAdmin(deps, request)
    return addContentEntry(
      deps.db,
      await context.catalog.get(),
      admin,
      body,
      deps.now(),
    )
  })
  handle('removeContentEntry', async (body, { request, reply }) => {
    reply.header('cache-control', 'no-store')
    const admin = await requireAdmin(deps, request)
    return removeContentEntry(deps.db, admin, body, deps.now())
  })
}
