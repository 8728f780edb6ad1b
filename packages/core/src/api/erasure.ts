// GDPR erasure (issue 13, SPEC 7 crm/anonymization; decision 022): the member asks for their
// personal data to be removed. The request in zod mini (decision 014); the answer's classic
// schema is in erasureResponses.ts.
import * as zm from 'zod/mini'

/** POST /api/v1/crm/anonymization: the member's explicit confirmation, and the password when the sign-in is not fresh. */
export const erasureRequestSchema = zm.object(
  {
    // The ticked box "I understand that this cannot be undone"; anything else is refused.
    confirmed: zm.literal(true, { error: 'confirmation_required' }),
    // Re-authentication (ASVS 7.5.1) when the sign-in is older than ten minutes.
    password: zm.optional(zm.string().check(zm.maxLength(1024))),
  },
  { error: 'invalid_type' },
)
export type ErasureRequest = zm.output<typeof erasureRequestSchema>
