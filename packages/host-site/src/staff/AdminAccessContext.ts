import { createContext, useContext } from 'react'

// The door's "ask again", for a section whose call was refused (the session ended, or lost its
// second factor): the door then shows what is needed.
const AdminRecheckContext = createContext<() => void>(() => undefined)

export const AdminRecheckProvider = AdminRecheckContext.Provider

/** Asks the server again who is at the admin area's door. */
export const useAdminRecheck = (): (() => void) =>
  useContext(AdminRecheckContext)
