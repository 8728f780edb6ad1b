import * as z from 'zod'
import { ERROR_KINDS, type ErrorKind } from './errorKinds'

export const errorKindSchema = z.enum(ERROR_KINDS)

/** The JSON body of an error response (DESIGN: errors are JSON), narrowed to some kinds. */
export const errorResponseSchemaOf = (
  kinds: readonly [ErrorKind, ...ErrorKind[]],
) =>
  z.object({
    error: z.object({
      kind: z.enum(kinds),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      /** With price_changed: the server's new quote, for the guest to see before booking again. */
      quote: z.unknown().optional(),
    }),
  })

/** The JSON body of every error response. */
export const errorResponseSchema = errorResponseSchemaOf(ERROR_KINDS)

export type ErrorResponse = z.infer<typeof errorResponseSchema>
