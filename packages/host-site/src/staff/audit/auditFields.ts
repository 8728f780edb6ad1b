import type { TFunction } from '../../platform/i18n/translation'

/** One named value of a change, as staff read it. */
export interface AuditField {
  name: string
  value: string
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// A field name the texts do not know yet, as words: feeIfCancelledNow -> "fee if cancelled now".
const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()

function readable(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '')
    return t('audit.none')
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no')
  if (Array.isArray(value))
    return value.map((item) => readable(item, t)).join('; ')
  if (isRecord(value))
    return auditFields(value, t)
      .map((field) => `${field.name}: ${field.value}`)
      .join(', ')
  return String(value)
}

/**
 * A value the audit log has no sentence for yet as named fields (nested ones flattened into
 * words), never as JSON: the fallback for an action or a shape the site does not know.
 */
export function auditFields(value: unknown, t: TFunction): AuditField[] {
  if (value === null || value === undefined) return []
  if (!isRecord(value))
    return [{ name: t('audit.value'), value: readable(value, t) }]
  return Object.entries(value).map(([field, item]) => ({
    name: t([`audit.fields.${field}`, `audit.languages.${field}`], {
      defaultValue: words(field),
    }),
    value: readable(item, t),
  }))
}
