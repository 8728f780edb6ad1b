import * as z from 'zod'

/** Error kinds of SPEC 8, plus the transport kinds the server adds. */
export const errorKindSchema = z.enum([
  'generic',
  'missing_params',
  'cancelled',
  'not_found',
  'conflict',
  'rate_limited',
  'sold_out',
  'price_changed',
  'payment_declined',
  'not_editable',
  'idempotency_conflict',
])

export type ErrorKind = z.infer<typeof errorKindSchema>

/** The JSON body of every error response (DESIGN: errors are JSON). */
export const errorResponseSchema = z.object({
  error: z.object({
    kind: errorKindSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** With price_changed: the server's new quote, for the guest to see before booking again. */
    quote: z.unknown().optional(),
  }),
})

export type ErrorResponse = z.infer<typeof errorResponseSchema>
