import { ListSection } from '../list/ListSection'
import { bookingsScreen } from './bookingsScreen'

/** The bookings' page: its list screen. */
export const BookingsSection = () => <ListSection screen={bookingsScreen} />
