import { ListSection } from '../list/ListSection'
import { auditScreen } from './auditScreen'

/** The audit log's page: its list screen. */
export const AuditLogSection = () => <ListSection screen={auditScreen} />
