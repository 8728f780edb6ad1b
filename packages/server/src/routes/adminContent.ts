import { createAccountDeps } from '../accounts/accountDeps'
import { requireAdmin } from '../admin/adminAccess'
import {
  adminContentPage,
  saveContentEntry,
  saveContentPage,
} from '../admin/contentEdits'
import type { RouteModule } from '../appContext'

/** The content pages' texts (issue 16), edited by staff in five languages. */
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
}
