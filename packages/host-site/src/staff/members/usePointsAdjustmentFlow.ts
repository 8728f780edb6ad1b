import {
  createPointsAdjustmentFlow,
  type PointsAdjustmentFlow,
} from '@resort/core/loyalty'
import { useMemo } from 'react'
import { useSiteApi } from '../../platform/api/SiteApiContext'

/** The adjustment of one member's points: a store of its own for each member (decision 013). */
export function usePointsAdjustmentFlow(userId: string): PointsAdjustmentFlow {
  const api = useSiteApi()
  return useMemo(
    () =>
      createPointsAdjustmentFlow({
        api,
        userId,
        newRequestId: () => crypto.randomUUID(),
      }),
    [api, userId],
  )
}
