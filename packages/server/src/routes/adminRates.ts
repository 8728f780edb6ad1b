import { previewRateEdit, saveRateEdit } from '../admin/rateEdits'
import { renameRatePlan } from '../admin/ratePlanNames'
import { ratesGrid } from '../admin/ratesGrid'
import type { RouteModule } from '../appContext'

/** The rates-and-availability grid (issue 14): staff's prices, rooms to sell and restrictions. */
export const adminRateRoutes: RouteModule = (handle, context) => {
  const deps = context.accounts

  handle('ratesGrid', async (query) =>
    ratesGrid(deps.db, await context.catalog.get(), query),
  )
  handle('previewRateEdit', async (body) => {
    return previewRateEdit(
      deps.db,
      await context.catalog.get(),
      body,
      deps.now(),
    )
  })
  handle('saveRateEdit', async (body, { caller: admin }) => {
    const saved = await saveRateEdit(
      deps.db,
      await context.catalog.get(),
      admin,
      body,
      deps.now(),
    )
    // Search answers from the new nights at once, here and (by a notice) in every other process.
    context.cache.invalidate()
    return saved
  })
  handle('renameRatePlan', async (body, { caller: admin }) => {
    const renamed = await renameRatePlan(deps.db, admin, body, deps.now())
    await context.catalog.reload()
    context.cache.invalidate()
    return renamed
  })
}
