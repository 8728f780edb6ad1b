// The erasure's answer (decision 022), in classic zod: only the server and the API document run it.
import * as z from 'zod'

/** The member's personal data is gone and every session has ended. */
export const erasureResponseSchema = z.object({ erased: z.literal(true) })
export type ErasureResponse = z.infer<typeof erasureResponseSchema>
