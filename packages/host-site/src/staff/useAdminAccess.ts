import { createAdminDoorFlow, type AdminAccess } from '@resort/core/staff'
import { useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import { useAccount } from '../members/account/AccountFlowContext'
import { useSiteApi } from '../platform/api/SiteApiContext'

export type { AdminAccess }

/**
 * Where the signed-in member stands at the admin area's door: one door store per member, so
 * one member never sees another's answer. `passed` takes the answer of a verified code;
 * `check` asks again (after a failure).
 */
export function useAdminAccess() {
  const api = useSiteApi()
  const status = useAccount((state) => state.status)
  const memberId = useAccount((state) =>
    state.status === 'signed_in' ? state.member?.adb2cId : undefined,
  )
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new door for each member
  const door = useMemo(() => createAdminDoorFlow({ api }), [api, memberId])
  useEffect(() => {
    if (memberId !== undefined) void door.getState().check()
  }, [door, memberId])
  const access = useStore(door, (state) => state.access)
  const { passed } = door.getState()
  return {
    access:
      status === 'signed_out' ? ({ state: 'signed_out' } as const) : access,
    passed,
    check: () => void door.getState().check(),
  }
}
