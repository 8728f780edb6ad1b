import { useTranslation } from '../../i18n/translation'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A value before or after an admin change, readable: each field on its own line with its name,
 * nothing shown as a dash and said as "none".
 */
export function AuditValues({ value }: { value: unknown }) {
  const { t } = useTranslation('admin')
  const none = (
    <span className="admin-muted">
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{t('audit.none')}</span>
    </span>
  )
  const shown = (item: unknown) =>
    item === null || item === undefined || item === ''
      ? none
      : typeof item === 'string'
        ? item
        : JSON.stringify(item)
  if (!isRecord(value)) return shown(value)
  return (
    <dl className="admin-values">
      {Object.entries(value).map(([field, item]) => (
        <div key={field}>
          <dt>{t(`audit.fields.${field}`, { defaultValue: field })}</dt>
          <dd>{shown(item)}</dd>
        </div>
      ))}
    </dl>
  )
}
