import { createContext, useContext } from 'react'

/**
 * The form's own id, so two forms on a page never share element ids, and the namespace its
 * fields' texts and error codes are translated in.
 */
export const FormScope = createContext({ id: 'form', namespace: 'search' })

export const useFormScope = () => useContext(FormScope)
