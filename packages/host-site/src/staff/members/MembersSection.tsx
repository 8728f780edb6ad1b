import { ListSection } from '../list/ListSection'
import { membersScreen } from './membersScreen'

/** The members' page: its list screen. */
export const MembersSection = () => <ListSection screen={membersScreen} />
