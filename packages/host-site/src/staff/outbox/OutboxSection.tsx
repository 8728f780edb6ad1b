import { ListSection } from '../list/ListSection'
import { outboxScreen } from './outboxScreen'

/** The outbox's page: its list screen. */
export const OutboxSection = () => <ListSection screen={outboxScreen} />
