import { ListSection } from '../list/ListSection'
import { requestsScreen } from './requestsScreen'

/** The requests' page: its list screen. */
export const RequestsSection = () => <ListSection screen={requestsScreen} />
