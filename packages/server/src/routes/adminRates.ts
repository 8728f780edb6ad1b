import { createAccountDeps } from '../accounts/accountDeps'
import { requireAdmin } from '../admin/adminAccess'
import { previewRateEdit, saveRateEdit } from '../admin/rateEdits'
import { renameRatePlan } from '../admin/ratePlanNames'
import { ratesGrid } from '../admin/ratesGrid'
import type { RouteModule } from '../appContext'

/** The rates-and-availability grid (issue 14): staff's prices, rooms to sell and restrictions. */
export const adminRateRoutes: RouteModule = (handle, context) => {
  const deps = createAccountDeps(context)

  handle('ratesGrid', async (query, { request, reply }) => {
    reply.header('cache-control', 'no-store')
    await requireAdmin(deps, request)
    return ratesGrid(deps.db, await context.catalog.get(), query)
  })
  handle('previewRateEdit', async (body, { request, reply }) => {
    reply.header('cache-control', 'no-store')
    await requireAdmin(deps, request)
    return previewRateEdit(
      deps.db,
      await context.catalog.get(),
      body,
      deps.now(),
    )
  })
  handle('saveRateEdit', async (body, { request, reply }) => {
    reply.header('cache-control', 'no-store')
    const admin = await requireAdmin(deps, request)
    const saved = await saveRateEdit(
      deps.db,
      await context.catalog.get(),
      admin,
      body,
      deps.now(),
    )
    // Search answers from the new nights at once (other processes after their cache's 2 s).
    context.cache.invalidate()
    return saved
  })
  handle('renameRatePlan', async (body, { request, reply }) => {
    reply.header('cache-control', 'no-store')
    const admin = await requireAdmin(deps, request)
    const renamed = await renameRatePlan(deps.db, admin, body, deps.now())
    await context.catalog.reload()
    context.cache.invalidate()
    return renamed
  })
}
