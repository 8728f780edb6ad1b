import { useTranslation } from '../../platform/i18n/translation'
import type { AuditReading } from './auditReading'
import { AuditValues } from './AuditValues'

/** What else an audit entry changed, a line each; for one without a sentence, its values. */
export function AuditDetails({
  reading: { details, values },
}: {
  reading: AuditReading
}) {
  const { t } = useTranslation('admin')
  return (
    <>
      {details.length > 0 ? (
        <ul className="admin-audit-details">
          {details.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : null}
      {values ? (
        <>
          <AuditValues
            label={t('audit.values_before')}
            fields={values.before}
          />
          <AuditValues label={t('audit.values_after')} fields={values.after} />
        </>
      ) : null}
    </>
  )
}
