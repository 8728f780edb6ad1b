import { useTranslation } from '../../platform/i18n/translation'
import type { AuditField } from './auditFields'

/** Values the audit log has no sentence for, each field on its own line with its name. */
export function AuditValues({
  label,
  fields,
}: {
  label: string
  fields: AuditField[]
}) {
  const { t } = useTranslation('admin')
  return (
    <>
      <p className="admin-muted">{label}</p>
      {fields.length === 0 ? (
        <p>{t('audit.none')}</p>
      ) : (
        <dl className="admin-values">
          {fields.map((field) => (
            <div key={field.name}>
              <dt>{field.name}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  )
}
