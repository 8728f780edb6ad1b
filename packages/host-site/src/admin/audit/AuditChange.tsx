import type { OutputOf, auditLog } from '@resort/core/api'
import { useTranslation } from '../../i18n/translation'
import { usePageLanguage } from '../../i18n/usePageLanguage'
import { AuditDetails } from './AuditDetails'
import { sayIn } from './auditSay'
import { describeAuditEntry } from './auditSentence'

type Entry = OutputOf<typeof auditLog>['items'][number]

/** An audit entry's what and details cells: its sentence, the thing's id, and what else changed. */
export function AuditChange({ entry }: { entry: Entry }) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const reading = describeAuditEntry(entry, sayIn(t, language))
  return (
    <>
      <td>
        {reading.sentence}
        {/* The id to search by, where the sentence names the thing otherwise (a title). */}
        {reading.sentence.includes(entry.entityId) ? null : (
          <>
            <br />
            <span className="admin-muted">
              {t(`audit.entities.${entry.entity}`, {
                defaultValue: entry.entity,
              })}{' '}
              {entry.entityId}
            </span>
          </>
        )}
      </td>
      <td>
        {reading.details.length > 0 || reading.values ? (
          <AuditDetails reading={reading} />
        ) : (
          <span className="admin-muted">
            <span aria-hidden="true">–</span>
            <span className="visually-hidden">{t('audit.none')}</span>
          </span>
        )}
      </td>
    </>
  )
}
