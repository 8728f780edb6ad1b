import type { OutputOf, auditLog } from '@resort/core/api'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { AuditDetails } from './AuditDetails'
import { sayIn } from './auditSay'
import { describeAuditEntry } from './auditSentence'

export type AuditEntry = OutputOf<typeof auditLog>['items'][number]

function useReading(entry: AuditEntry) {
  const { t } = useTranslation('admin')
  return describeAuditEntry(entry, sayIn(t, usePageLanguage()))
}

/** An audit entry's what: its sentence, and the thing's id where the sentence names it otherwise. */
export function AuditWhat({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin')
  const { sentence } = useReading(entry)
  return (
    <>
      {sentence}
      {/* The id to search by, where the sentence names the thing otherwise (a title). */}
      {sentence.includes(entry.entityId) ? null : (
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
    </>
  )
}

/** An audit entry's details: what else changed, or a dash read as "none". */
export function AuditChangeDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin')
  const reading = useReading(entry)
  return reading.details.length > 0 || reading.values ? (
    <AuditDetails reading={reading} />
  ) : (
    <span className="admin-muted">
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{t('audit.none')}</span>
    </span>
  )
}
