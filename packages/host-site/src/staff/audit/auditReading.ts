import type { OutputOf, auditLog } from '@resort/core/api'
import type { AuditField } from './auditFields'
import type { Say } from './auditSay'

/** What of an audit entry its sentence is made of. */
export type AuditEntry = Pick<
  OutputOf<typeof auditLog>['items'][number],
  'action' | 'entity' | 'entityId' | 'before' | 'after' | 'note'
>

/** An audit entry as staff read it. */
export interface AuditReading {
  /** The change in one sentence, in the page's language. */
  sentence: string
  /** What else changed, a line each. */
  details: string[]
  /** Only for a change the site has no sentence for yet: its values before and after. */
  values?: { before: AuditField[]; after: AuditField[] }
}

export type Values = Record<string, unknown>
/** One action's sentence from its values; undefined when they have a shape it does not know. */
export type Describe = (
  entry: AuditEntry,
  before: Values,
  after: Values,
  say: Say,
) => AuditReading | undefined

// An entry's values are whatever the server wrote then: each is read with a check.
export const text = (value: unknown) =>
  typeof value === 'string' ? value : undefined
export const whole = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined
export const same = (a: unknown, b: unknown) =>
  JSON.stringify(a) === JSON.stringify(b)
export const reading = (
  sentence: string,
  details: string[] = [],
): AuditReading => ({
  sentence,
  details,
})
